import type { Email } from './mailer';

type Recipient = { email: string; name: string };

/**
 * Sent instead of a verification email when someone signs up (invite link, purchase) with an address that
 * already has an account: the page they see cannot say so, so the owner of the address is told here.
 */
export function accountExistsEmail(user: Recipient, appOrigin: string): Email {
  return {
    to: user.email,
    subject: 'Someone tried to create an Agency Portal account with your email',
    text: [
      `Hi ${user.name.trim() || 'there'},`,
      '',
      'Someone just tried to create a new Agency Portal account with this email address, which already',
      'has an account. No new account was created.',
      '',
      'If it was you, sign in with your existing account:',
      `${appOrigin}/login`,
      '',
      'Forgot your password? Choose a new one here:',
      `${appOrigin}/forgot-password`,
      '',
      'If it was not you, you can ignore this email: nothing has changed on your account.',
    ].join('\n'),
  };
}
