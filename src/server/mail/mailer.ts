export type Email = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe on notification mail. */
  headers?: Record<string, string>;
};

/** Sends mail: through SMTP in production, into the outbox table otherwise. */
export type Mailer = { kind: 'smtp' | 'outbox'; send(email: Email): Promise<void> };

/** Where mail for the agency's staff goes, and the origin the links in it open. */
export type AgencyInbox = { agencyEmail: string; appOrigin: string };
