// Business constants of SPEC §9 that more than one side of the product uses.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const LOGIN_ROLE_WAIT_MS = 10_000;
export const TOAST_DURATION_MS = 5_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
export const MOBILE_BREAKPOINT_PX = 768;
