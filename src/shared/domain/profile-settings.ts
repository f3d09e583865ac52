// SPEC §2 client Settings, §3 profiles, §5 "Profile or logo upload" and "Payout method options", §9.

/** SPEC §9: logo and photo at most 5MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** SPEC §9: the recommended logo size. */
export const RECOMMENDED_LOGO_SIZE = '500x200px';

// The file rule for a logo, shared with the agency's logo (`logo-images.ts`).
export { type LogoType, logoTypeOfExtension, logoTypes } from './logo-images';

/** SPEC §3 brand colour defaults. */
export const defaultBrandColors = {
  primaryColor: '#38b6ff',
  secondaryColor: '#ffffff',
  accentColor: '#000000',
} as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** SPEC §5: payout method options. */
export const payoutMethods = ['PayPal', 'Wise', 'Venmo', 'Bank Transfer', 'Other'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** The payout address placeholder for each method (SPEC §2: it varies by method). */
export const payoutAddressPlaceholders: Record<PayoutMethod, string> = {
  PayPal: 'PayPal email, e.g. you@example.com',
  Wise: 'Wise account email, e.g. you@example.com',
  Venmo: 'Venmo handle, e.g. @your-name',
  'Bank Transfer': 'IBAN or account and routing number',
  Other: 'How we should pay you',
};

export const notificationSettings = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Emails about activity on your account.',
  },
  { key: 'taskReminders', label: 'Task reminders', description: 'Reminders about tasks that need you.' },
  {
    key: 'campaignAlerts',
    label: 'Campaign alerts',
    description: 'Alerts when a campaign needs attention.',
  },
  { key: 'weeklyDigest', label: 'Weekly digest', description: 'A summary of the week, every Monday.' },
] as const;

export type NotificationKey = (typeof notificationSettings)[number]['key'];
