// Every user-facing string of SPEC §8 (and the guards of §4/§6), in one catalogue. Quote SPEC exactly.
export const messages = {
  common: {
    unexpected: 'An unexpected error occurred',
    notAuthenticated: 'User not authenticated',
    missingData: 'Missing required data',
  },
  login: {
    success: 'Login successful!',
    failed: 'Failed to sign in',
    unexpected: 'An unexpected error occurred',
    roleUnknown: 'Unable to determine user role. Please try logging in again.',
    checkingAdmin: 'Checking admin credentials...',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    adminRedirectNotice: 'You are signed in as an admin. Taking you to the admin dashboard.',
    clientRedirectNotice: 'You are signed in as a client. Taking you to your dashboard.',
  },
  guard: {
    loadingClient: 'Loading...',
    loadingAdmin: 'Loading admin dashboard...',
    clientOnly: 'Access denied. Client access only.',
    adminOnly: 'Access denied. Admin privileges required.',
    noRole: 'No role assigned. Please contact support.',
  },
  signOut: {
    success: 'Successfully signed out',
    failed: 'Failed to sign out',
  },
  password: {
    mismatch: 'Passwords do not match',
    settingsMismatch: "New passwords don't match",
    tooShort: 'Password must be at least 6 characters long',
    tooLong: 'Password must be at most 128 characters long',
    tooCommon: 'This password is too common. Please choose one that is harder to guess.',
    updateFailed: 'Failed to update password. Please try again.',
    updated: 'Password updated successfully!',
  },
  notFound: {
    code: '404',
    title: 'Oops! Page not found',
    returnHome: 'Return to Home',
  },
} as const;
