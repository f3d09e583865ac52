/** What a client may be named by; any of it may be missing (no profile row, or no account at all). */
export type ClientNames = {
  companyName?: string | null;
  contactPerson?: string | null;
  email?: string | null;
};

/** The names the team knows a client by, the first that says something winning. */
export const clientNameOrder = [
  'companyName',
  'contactPerson',
  'email',
] as const satisfies readonly (keyof ClientNames)[];

/**
 * A name says something when it holds a character other than white space: a name of blanks counts as
 * none, so a cleared field falls through to the next rather than naming the client ' '. Written as a
 * regular expression both JavaScript and PostgreSQL read alike (db/client-display-name.ts).
 */
export const nameHasText = '\\S';

/** Said when a client has no name at all, e.g. an account deleted before its notification was written. */
export const unnamedClient = 'A client';

const hasText = new RegExp(nameHasText);

/**
 * The name the team knows a client by, everywhere the product shows or mails it: company name, else contact
 * person, else email (clientNameOrder), trimmed.
 */
export function clientDisplayName(names: ClientNames): string {
  for (const field of clientNameOrder) {
    const name = names[field];
    if (name && hasText.test(name)) return name.trim();
  }
  return unnamedClient;
}
