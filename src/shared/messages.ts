// Every user-facing string of SPEC §8 (and the guards of §4/§6), in one catalogue. Quote SPEC exactly.
export const messages = {
  common: {
    unexpected: 'An unexpected error occurred',
    notAuthenticated: 'User not authenticated',
    missingData: 'Missing required data',
    // A caller whose network address cannot be read (a proxy wrote none): the auth library's limits count
    // per address, so such a request is refused rather than counted with everyone else's.
    addressUnknown: 'We could not tell where your request came from. Please try again.',
  },
  login: {
    success: 'Login successful!',
    failed: 'Failed to sign in',
    unexpected: 'An unexpected error occurred',
    roleUnknown: 'Unable to determine user role. Please try logging in again.',
    checkingAdmin: 'Checking admin credentials...',
    invalidCredentials: 'Invalid email or password',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
    // The sign-in form's field messages, said alike by the browser and the server.
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address',
    passwordRequired: 'Enter your password',
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
  realtime: {
    // Refusals of a live event stream (`GET /api/events`); the browser retries on its own.
    tooManyForUser: 'Too many live connections are open for your account. Close a tab or two.',
    tooManyForAddress: 'Too many live connections are open from your network. Try again shortly.',
    serverFull: 'The server has all the live connections it can take. Try again shortly.',
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
    // Ours: inside a dashboard, the way back is to the dashboard's first page, not the public site.
    backToDashboard: 'Back to Dashboard',
  },
  applications: {
    // SPEC §5 "Application" and §8 "Application".
    businessNameRequired: 'Business name required',
    businessNameHint: 'Please enter your business name to continue.',
    emailRequired: 'Email required',
    emailHint: 'Please enter your email address to continue.',
    emailInvalid: 'Please enter a valid email address',
    submitted: 'Application submitted!',
    submittedDetail: "Thank you for your interest. We'll be in touch soon.",
    failed: 'Submission failed',
    failedDetail: 'There was an error submitting your application. Please try again.',
    exception: 'Something went wrong',
    exceptionDetail: 'An unexpected error occurred. Please try again.',
    rateLimited: 'Too many applications from your network. Please try again in a few minutes.',
  },
  shell: {
    greeting: 'Good morning',
    clientSubtitle: "Here's what's happening with your campaigns today.",
    adminTitle: 'Admin Dashboard',
    adminSubtitle: 'Manage clients and projects',
    onboardingDot: 'not completed',
  },
  invites: {
    // SPEC §8 "Invites", quoted exactly; notFound and checkFailed are ours.
    generated: 'Invite link generated successfully',
    generateFailed: 'Failed to generate invite link',
    deleted: 'Invite link deleted successfully',
    deleteFailed: 'Failed to delete invite link',
    copied: 'Invite link copied to clipboard',
    copyFailed: 'Failed to copy link to clipboard',
    invalid: 'This invite link is invalid, expired, or has already been used.',
    registered:
      'Account created successfully! Please check your email to verify your account, then you can log in.',
    registerFailed: 'Failed to create account',
    notFound: 'Invite link not found',
    checkFailed: "We couldn't check your invite link right now. Please try again.",
  },
  purchase: {
    // SPEC §2 and §8 "Purchase onboarding", quoted exactly; the rest are ours.
    verifying: 'Verifying payment...',
    invalidSession: 'Invalid session. Please try again.',
    created: 'Account created successfully! Please check your email to verify your account.',
    alreadyClaimed: 'An account has already been created for this purchase. Please log in.',
    notPaid: 'We could not confirm your payment yet. Please try again in a moment.',
    paymentCheckFailed: 'We could not verify your payment right now. Please try again in a moment.',
    testCheckoutUnavailable: 'Test checkout is not available.',
    testCheckoutUnavailableWhy:
      'This server takes real payments (or runs in production), so there is no test checkout here.',
    testCheckoutFailed: 'The test payment did not go through. Please try again.',
    webhooksUnavailable: 'Stripe webhooks are not configured.',
    invalidSignature: 'Invalid Stripe signature.',
  },
  signup: {
    // Account-creation form fields (invite registration and purchase onboarding).
    emailRequired: 'Email required',
    emailInvalid: 'Please enter a valid email address',
    // Said only to an admin creating an account: public sign-ups answer as if it were new (decision 010).
    emailTaken: 'An account with this email already exists.',
    companyRequired: 'Company name is required',
    contactRequired: 'Contact person is required',
  },
  verification: {
    emailNotVerified:
      'Please verify your email address before signing in. Check your inbox for the link, or request a new one.',
    resent: 'If your account still needs verifying, a new verification link is on its way.',
    verified: 'Your email address is verified. You can now log in.',
    linkExpired: 'This verification link has expired. Please request a new one.',
    linkInvalid: 'This verification link is invalid. Please request a new one.',
  },
  passwordReset: {
    forgot: 'Forgot password?',
    requested: 'If an account exists for this email, a password reset link is on its way.',
    invalidToken: 'This password reset link is invalid or has expired. Please request a new one.',
    done: 'Your password has been reset. You can now log in.',
  },
  uploads: {
    // Ours: SPEC sets no storage limits. Each says what happened and what to do.
    quotaExceeded: (limit: string) =>
      `This upload would take your files past the ${limit} storage limit. Ask the agency to remove files you no longer need, or send smaller files.`,
    rateLimited: (limit: string, minutes: number) =>
      `You can upload up to ${limit} every ${minutes} minutes. Please wait a few minutes and try again.`,
    lowDiskSpace:
      'The server is low on disk space and cannot take this upload right now. Please try again later, or tell the agency.',
  },
  profile: {
    // SPEC §8 "Profile" and §5 "Profile or logo upload", quoted exactly; the rest are ours.
    loadErrorTitle: 'Error',
    loadError: 'Failed to load profile data',
    notLoggedIn: 'You must be logged in to update your profile',
    updateFailedWith: (message: string) => `Failed to update profile: ${message}`,
    updateFailed: 'Failed to update profile. Please try again.',
    updated: 'Profile updated successfully!',
    logoNotLoggedIn: 'You must be logged in to upload files',
    logoFailed: 'Failed to upload logo. Please try again.',
    fileTooLarge: 'File size must be less than 5MB',
    fileTypeRefused: 'Only JPG, PNG, and SVG files are allowed',
    logoRequired: 'Choose a JPG, PNG or SVG file to upload',
    oneLogoOnly: 'Please upload one image',
    logoNotFound: 'No logo uploaded',
    colorInvalid: 'Enter a colour as #rrggbb, e.g. #38b6ff',
    websiteInvalid: 'Please enter a valid URL starting with http:// or https://',
    payoutMethodInvalid: 'Choose PayPal, Wise, Venmo, Bank Transfer or Other',
  },
  sessions: {
    // Ours: SPEC does not list sessions.
    signedOutOthers: 'Signed out of your other sessions',
    signOutOthersFailed: 'Failed to sign out your other sessions. Please try again.',
  },
  onboarding: {
    // SPEC §8 "Client onboarding", quoted exactly; the field messages are ours.
    notLoggedIn: 'You must be logged in to save onboarding data',
    alreadyCompleted: 'Onboarding has already been completed',
    saveFailed: 'Failed to save onboarding data. Please try again.',
    saveFailedWith: (message: string) => `Failed to save onboarding data: ${message}`,
    completed: 'Onboarding completed successfully!',
    required: 'This field is required',
    stageRequired: 'Please choose your current stage',
    urlInvalid: 'Please enter a valid URL starting with http:// or https://',
  },
  clients: {
    // SPEC §8 "Client edit", quoted exactly; the rest (suspension, deletion, reset) are ours.
    updated: 'Client information updated successfully',
    updateFailed: 'Failed to update client information',
    unexpected: 'An unexpected error occurred',
    suspendedSignIn: 'This account is suspended. Please contact the agency.',
    suspended: 'Client suspended. They have been signed out.',
    restored: 'Client restored. They can sign in again.',
    suspendFailed: 'Failed to suspend client',
    restoreFailed: 'Failed to restore client',
    deleted: 'Client deleted',
    deleteFailed: 'Failed to delete client',
    confirmationMismatch: 'The name you typed does not match this client.',
    resetSent: (email: string) => `Password reset email sent to ${email}`,
    resetFailed: 'Failed to send password reset email',
  },
  tasksAdmin: {
    deleted: 'Task deleted',
    deleteFailed: (message: string) => `Failed to delete task: ${message}`,
  },
} as const;
