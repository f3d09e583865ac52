import { randomBytes } from 'node:crypto';
import { PortalSession } from './portal-session';

export type Account = { email: string; password: string };
/** Where the verification mail of a new account is read: the outbox page, or the outbox table. */
export type ReadOutbox = (to: string) => Promise<string[]>;

export async function signIn(origin: string, account: Account, label: string): Promise<PortalSession> {
  const session = new PortalSession(origin, label);
  const { status, body } = await session.request('POST', '/api/auth/sign-in/email', account);
  if (status !== 200)
    throw new Error(`Sign-in of ${account.email} answered ${status}: ${JSON.stringify(body)}`);
  return session;
}

/** A password the portal's strength check accepts. */
export const strongPassword = () => `Reliability-${randomBytes(6).toString('hex')}-Portal!`;

/**
 * A client as the product makes one: an admin's invite link, registration through it, the verification
 * link from the mail, then sign-in.
 */
export async function registerClient(
  admin: PortalSession,
  readOutbox: ReadOutbox,
  name: string,
): Promise<{ session: PortalSession; account: Account; id: string }> {
  const invite = await admin.request('POST', '/api/admin/invites', { label: name, companyName: name });
  const token = (invite.body as { token?: string }).token;
  if (invite.status !== 201 || !token) throw new Error(`Creating an invite answered ${invite.status}`);

  const account = {
    email: `${name}-${randomBytes(3).toString('hex')}@clients.example`,
    password: strongPassword(),
  };
  const anonymous = new PortalSession(admin.origin, 'registration');
  const registered = await anonymous.request('POST', `/api/invites/${token}/register`, {
    ...account,
    confirmPassword: account.password,
    companyName: name,
    contactPerson: `${name} contact`,
  });
  if (registered.status !== 201) {
    throw new Error(
      `Registering ${account.email} answered ${registered.status}: ${JSON.stringify(registered.body)}`,
    );
  }

  const link = (await readOutbox(account.email))
    .flatMap((text) => text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes('/api/auth/verify-email'));
  if (!link) throw new Error(`No verification link was mailed to ${account.email}`);
  const verified = await anonymous.send(new URL(link).pathname + new URL(link).search, { method: 'GET' });
  if (verified.status >= 400) throw new Error(`Verifying ${account.email} answered ${verified.status}`);

  const session = await signIn(admin.origin, account, name);
  const me = await session.request('GET', '/api/me');
  const id = (me.body as { user?: { id?: string } }).user?.id;
  if (me.status !== 200 || !id) throw new Error(`/api/me for ${account.email} answered ${me.status}`);
  return { session, account, id };
}

/** The outbox page, which admins may read outside production. */
export const outboxPage =
  (admin: PortalSession): ReadOutbox =>
  async (to) => {
    const { status, body } = await admin.request('GET', '/api/dev/outbox');
    if (status !== 200) throw new Error(`The outbox answered ${status}`);
    return (body as { emails: { to: string; text: string }[] }).emails
      .filter((e) => e.to === to)
      .map((e) => e.text);
  };
