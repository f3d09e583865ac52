/** What a client may be named by; any of it may be missing (no profile row, or no account at all). */
export type ClientNames = {
  companyName?: string | null;
  contactPerson?: string | null;
  email?: string | null;
};

/** Said when a client has no name at all, e.g. an account deleted before its notification was written. */
export const unnamedClient = 'A client';

/**
 * The name the team knows a client by: company name, else contact person, else email. A name of blanks
 * counts as none, so a cleared field falls through to the next rather than naming the client ' '.
 */
export function clientDisplayName({ companyName, contactPerson, email }: ClientNames): string {
  return companyName?.trim() || contactPerson?.trim() || email?.trim() || unnamedClient;
}
