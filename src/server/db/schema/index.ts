// The whole database schema, as one object for Drizzle and drizzle-kit.
export * from './accounts';
export * from './agency-settings';
export * from './applications';
export * from './audit';
export * from './auth';
export * from './chat';
export * from './client-accounts';
export * from './files';
export * from './invites';
export * from './notifications';
export * from './onboarding';
export * from './platform';
export * from './purchases';
export * from './referrals';
export * from './reviews';
export * from './tasks';
export * from './updates';
