import type { Email } from '../mail/mailer';

// The mail the auth flows send. Plain text: every mail client shows it and makes the link clickable.

export const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;
export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

type Recipient = { email: string; name: string };

const greeting = (user: Recipient) => `Hi ${user.name.trim() || 'there'},`;

/** Where the verification link sends the browser once the address is confirmed. */
export const verifiedCallbackUrl = (appOrigin: string) => `${appOrigin}/login?verified=1`;

/** The auth library's verification endpoint, which marks the address verified and redirects to login. */
export const verifyEmailUrl = (appOrigin: string, token: string) =>
  `${appOrigin}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(verifiedCallbackUrl(appOrigin))}`;

/** The page that asks for the new password; it posts the token to /api/auth/reset-password. */
export const resetPasswordUrl = (appOrigin: string, token: string) =>
  `${appOrigin}/reset-password?token=${encodeURIComponent(token)}`;

export function verificationEmail(user: Recipient, url: string): Email {
  return {
    to: user.email,
    subject: 'Verify your email for Agency Portal',
    text: [
      greeting(user),
      '',
      'Please confirm your email address to finish setting up your Agency Portal account:',
      url,
      '',
      'The link works for 24 hours. After that, ask for a new one from the login page.',
      'If you did not create an account, you can ignore this email.',
    ].join('\n'),
  };
}

export function resetPasswordEmail(user: Recipient, url: string): Email {
  return {
    to: user.email,
    subject: 'Reset your Agency Portal password',
    text: [
      greeting(user),
      '',
      'Someone asked to reset the password of your Agency Portal account. To choose a new one, open:',
      url,
      '',
      'The link works once, for 1 hour. Resetting your password signs you out on every device.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ].join('\n'),
  };
}
