/**
 * SPEC §7 sign-up metadata `signup_source`: how an account came to exist. 'purchase' and 'invite' are
 * the two ways a client joins; 'admin' is `npm run admin:create`; 'seed' is the demo seed and test data.
 */
export const signupSources = ['purchase', 'invite', 'admin', 'seed'] as const;
export type SignupSource = (typeof signupSources)[number];
