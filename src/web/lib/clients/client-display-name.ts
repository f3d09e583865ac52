type ClientNames = { companyName: string | null; contactPerson: string | null; email: string };

/** How a client is named in admin lists: company, else contact person, else email. */
export function clientDisplayName(client: ClientNames) {
  return client.companyName || client.contactPerson || client.email;
}
