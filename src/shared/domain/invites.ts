// SPEC §4 "Invite link": how long a link works. Here, apart from the contracts and their zod, so a screen
// that only says the lifetime does not load the validation library.
export const INVITE_LIFETIME_DAYS = 7;
