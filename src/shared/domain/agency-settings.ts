// Admin Settings, System: the agency's logo and which notification emails the agency receives.
// SPEC shows them inert; these rules and strings are ours.

/** The logo is a small picture: 5 MB is far above any sensible logo and keeps emails light. */
export const AGENCY_LOGO_MAX_BYTES = 5 * 1024 * 1024;

// The logo is a JPG, PNG or SVG like every logo in the product (`logo-images.ts`).

/** The agency's name, shown beside its logo in emails, or alone where there is no logo to show. */
export const AGENCY_NAME = 'Agency Portal';

/** The three agency notification emails an admin can turn off. */
export const agencyNotifications = [
  {
    key: 'notifyNewApplications',
    label: 'New applications',
    description: 'Email the agency inbox when a partnership application arrives from the website.',
  },
  {
    key: 'notifyOnboardingCompleted',
    label: 'Onboarding completed',
    description: 'Email the agency inbox when a client finishes the onboarding questionnaire.',
  },
  {
    key: 'notifyTaskReviews',
    label: 'Tasks submitted for review',
    description: 'Email the agency inbox when a client submits a task for review.',
  },
] as const;

export type AgencyNotificationKey = (typeof agencyNotifications)[number]['key'];

export const agencyMessages = {
  saved: 'Notification settings saved',
  saveFailed: 'Failed to save notification settings',
  logoUploaded: 'Logo uploaded successfully',
  logoUploadFailed: 'Failed to upload logo',
  logoRemoved: 'Logo removed',
  logoRemoveFailed: 'Failed to remove logo',
  logoTypeRefused: 'Only JPG, PNG and SVG images can be used as the logo',
  logoTooLarge: `The logo can be at most ${AGENCY_LOGO_MAX_BYTES / 1024 / 1024} MB`,
  logoRequired: 'Please choose an image to upload',
  oneLogoOnly: 'Please upload one image',
  noLogo: 'No logo has been uploaded',
} as const;
