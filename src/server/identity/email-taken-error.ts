import { messages } from '../../shared/messages';
import { AppError } from '../core/errors';

/**
 * Thrown by createUserAccount when the address already has an account. Still a 409 for the callers that
 * may say so (an admin creating an account); a public sign-up catches it by type and answers as if the
 * account were new (see answerTakenEmail), so a link holder cannot learn who has an account.
 */
export class EmailTakenError extends AppError {
  constructor(
    /** The address as accounts store it: trimmed and lower-cased. */
    readonly email: string,
  ) {
    super('conflict', messages.signup.emailTaken);
  }
}
