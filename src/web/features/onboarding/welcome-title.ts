/** The welcome modal's first step's title (SPEC §9), also the name of its backdrop while the modal loads. */
export const WELCOME_TITLE = 'Welcome to your client portal';
