// Two-factor sign-in (issue 49, decision 047): an authenticator app's 6-digit codes (TOTP, RFC 6238) after
// the password, ten recovery codes each usable once, and the agency's requirement for staff.

/** Digits of an authenticator app's code. */
export const TOTP_DIGITS = 6;
/** Seconds each authenticator code lasts. */
export const TOTP_PERIOD_SECONDS = 30;
/** Recovery codes made at a time; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of one recovery code. */
export const RECOVERY_CODE_LENGTH = 10;
/** Wrong codes one sign-in may try before the password must be entered again. */
export const CODE_ATTEMPTS_PER_SIGN_IN = 5;
/** Wrong codes in a row that lock an account's second step, and for how long. */
export const CODE_FAILURES_BEFORE_LOCK = 10;
export const CODE_LOCK_MINUTES = 15;
/** How long the code step waits after a right password before it must be entered again. */
export const CODE_STEP_MINUTES = 10;

/** The error codes the server answers the two-factor routes with (beyond the common ones). */
export const twoFactorErrorCodes = {
  /** A staff member without two-factor, where the agency requires it: only its setup is served. */
  setupRequired: 'two_factor_setup_required',
  wrongCode: 'wrong_code',
  wrongPassword: 'wrong_password',
  /** The code step's time or tries ran out: sign in with the password again. */
  signInAgain: 'sign_in_again',
  locked: 'two_factor_locked',
} as const;
export type TwoFactorErrorCode = (typeof twoFactorErrorCodes)[keyof typeof twoFactorErrorCodes];

export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  wrongPassword: 'That password is not right.',
  recoveryCodeRequired: 'Enter one of your recovery codes.',
  recoveryCodeAtSignInOnly:
    'A recovery code is for signing in. Use the code from your authenticator app here.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  signInAgain: 'That took too long or too many tries. Enter your email and password again.',
  locked: `Too many wrong codes. Two-factor sign-in on this account is locked for ${CODE_LOCK_MINUTES} minutes.`,
  setupRequired: 'The agency requires two-factor sign-in for staff. Set it up to continue.',
  tooFast: 'Too many tries in a short time. Wait a few seconds and try again.',
  tooManyChecks: 'Too many tries. Wait 15 minutes and try again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  turnedOn: 'Two-factor sign-in is on',
  turnedOff: 'Two-factor sign-in is off',
  stillRequired: 'The agency requires two-factor sign-in for staff, so it stays on.',
  codesMade: 'New recovery codes made. The old ones no longer work.',
  requirementOn: 'Staff now need two-factor sign-in',
  requirementOff: 'Staff no longer need two-factor sign-in',
  requirementNeedsYours: 'Turn on two-factor sign-in for your own account first.',
  resetDone: (name: string) => `Two-factor sign-in reset for ${name}`,
  resetOwn: 'Turn your own two-factor sign-in off from your Security page.',
  resetNotOn: 'This person has no two-factor sign-in to reset.',
} as const;

/**
 * The sign-in's code step. Apart from the Security page's words because the login pages' first load
 * carries these, and only these.
 */
export const codeStepText = {
  title: 'Two-factor sign-in',
  appHint: 'Enter the 6-digit code your authenticator app shows for this account.',
  recoveryHint:
    'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.',
  appCodeLabel: 'Authentication code',
  recoveryCodeLabel: 'Recovery code',
  verify: 'Verify',
  verifying: 'Verifying...',
  useRecoveryCode: 'Use a recovery code instead',
  useApp: 'Use your authenticator app',
  backToSignIn: 'Back to sign in',
} as const;

/** The words of the Security page's two-factor card, its dialogs and the setup staff may be required to do. */
export const twoFactorText = {
  title: 'Two-factor sign-in',
  statusOn: 'On',
  statusOff: 'Off',
  offDescription:
    'Add a second step to sign-in: after your password, a 6-digit code from an authenticator app on your phone.',
  onDescription:
    'After your password, sign-in asks for a code from your authenticator app. If you lose your phone, a recovery code signs you in instead.',
  turnOn: 'Turn on',
  turnOff: 'Turn off',
  newRecoveryCodes: 'New recovery codes',
  stepOf: (step: number, of: number) => `Step ${step} of ${of}`,

  turnOnTitle: 'Turn on two-factor sign-in',
  passwordHint: 'First, confirm it is you with your password.',
  passwordLabel: 'Password',
  continue: 'Continue',
  scanTitle: 'Scan the QR code',
  scanHint:
    'In your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or another), add an account and scan this code.',
  qrLabel: 'QR code to scan with your authenticator app',
  keyLabel: "Can't scan it? Type this key into the app instead:",
  copyKey: 'Copy key',
  keyCopied: 'Key copied',
  firstCodeLabel: 'Enter the 6-digit code your app shows',
  confirm: 'Confirm',

  codesTitle: 'Save your recovery codes',
  codesHint:
    'If you lose your phone, each of these codes signs you in once in place of a code from the app. Keep them somewhere safe, such as a password manager: they are shown only now.',
  codesListLabel: 'Recovery codes',
  copyAll: 'Copy all',
  codesCopied: 'Recovery codes copied',
  download: 'Download',
  codesFileName: 'agency-portal-recovery-codes.txt',
  codesFileHeading: 'Agency Portal recovery codes for two-factor sign-in. Each code works once.',
  savedCheck: 'I have saved these codes',
  done: 'Done',
  copyFailed: 'Could not copy. Select the text and copy it yourself.',

  newCodesHint:
    'The recovery codes you have now stop working once new ones are made. Confirm with your password.',
  makeCodes: 'Make new codes',

  turnOffTitle: 'Turn off two-factor sign-in?',
  turnOffHint:
    'Sign-in will then ask only for your password. Confirm with your password and a code from your authenticator app, or a recovery code.',
  eitherCodeLabel: 'Authentication code or recovery code',

  setupTitle: 'Set up two-factor sign-in',
  signOut: 'Sign out',
} as const;

/** Admin Settings' words: the agency's requirement (System) and an admin's reset (Team Settings). */
export const twoFactorAdminText = {
  requirementLabel: 'Require two-factor sign-in for staff',
  requirementHint:
    'Admins and account managers must set up an authenticator app before they can use the admin dashboard. Clients are not affected.',
  requirementOffTitle: 'Stop requiring two-factor sign-in?',
  requirementOffHint:
    'Staff could then sign in with a password alone. Confirm with your password and a code from your authenticator app, or a recovery code.',
  stopRequiring: 'Stop requiring',
  memberOn: '2FA on',
  memberOff: '2FA off',
  reset: 'Reset two-factor',
  resetFor: (name: string) => `Reset two-factor for ${name}`,
  resetTitle: (name: string) => `Reset two-factor sign-in for ${name}?`,
  resetHint: (name: string) =>
    `${name}'s authenticator app and recovery codes will stop working, and they will set up two-factor sign-in again at their next sign-in. Use this when they have lost their phone and their codes.`,
} as const;
