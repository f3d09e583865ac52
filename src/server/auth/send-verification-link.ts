import type { Auth } from './auth';
import { verifiedCallbackUrl } from './auth-emails';

/**
 * Sends the email-verification link to a newly created account, through the auth library (which signs
 * the token). A failure is logged and reported, not thrown: the account exists, and the login page can
 * ask for the link again (POST /api/auth/send-verification-email).
 */
export async function sendVerificationLink({
  auth,
  appOrigin,
  email,
}: {
  auth: Auth;
  appOrigin: string;
  email: string;
}): Promise<boolean> {
  try {
    await auth.api.sendVerificationEmail({ body: { email, callbackURL: verifiedCallbackUrl(appOrigin) } });
    return true;
  } catch (error) {
    console.error('Could not send the verification email to', email, error);
    return false;
  }
}
