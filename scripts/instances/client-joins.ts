import { randomBytes } from 'node:crypto';
import { type Account, strongPassword } from '../reliability/portal-accounts';
import { PortalSession } from '../reliability/portal-session';
import { expect, on, shown } from './cross-instance';
import type { Instance, InstancePair } from './instance-pair';

export type Member = { session: PortalSession; account: Account; id: string };

/** Signs `account` in on `instance`; the session's cookie is then good on every instance. */
export async function signInOn(
  pair: InstancePair,
  instance: Instance,
  account: Account,
  label: string,
): Promise<PortalSession> {
  const session = new PortalSession(pair.publicOrigin, label);
  const { status, body } = await session.request('POST', on(instance, '/api/auth/sign-in/email'), account);
  expect(status === 200, `Signing ${label} in on ${instance.name} answered ${status}: ${shown(body)}`);
  return session;
}

/** Who the session belongs to, asked of one instance. */
export async function whoIsOn(session: PortalSession, instance: Instance): Promise<string | undefined> {
  const { status, body } = await session.request('GET', on(instance, '/api/me'));
  return status === 200 ? (body as { user?: { id?: string } }).user?.id : undefined;
}

/**
 * A client joins as the product makes one, every step on the other instance than the last: the admin's
 * invite on A, registration on B, the emailed verification link opened on A, sign-in on B. Production has
 * no outbox page, and mail goes to the outbox table without SMTP: the link is read from there.
 */
export async function clientJoins(pair: InstancePair, admin: PortalSession): Promise<Member> {
  const { a, b } = pair;
  const invite = await admin.request('POST', on(a, '/api/admin/invites'), {
    label: 'Two instances',
    companyName: 'Two Instances Ltd',
  });
  const token = (invite.body as { token?: string }).token;
  expect(
    invite.status === 201 && token,
    `Creating an invite on A answered ${invite.status}: ${shown(invite.body)}`,
  );

  const account = {
    email: `client-${randomBytes(3).toString('hex')}@clients.example`,
    password: strongPassword(),
  };
  const visitor = new PortalSession(pair.publicOrigin, 'visitor');
  const registered = await visitor.request('POST', on(b, `/api/invites/${token}/register`), {
    ...account,
    confirmPassword: account.password,
    companyName: 'Two Instances Ltd',
    contactPerson: 'Robin Tester',
  });
  expect(
    registered.status === 201,
    `Registering through A's invite on B answered ${registered.status}: ${shown(registered.body)}`,
  );

  const mails = await pair.database.query<{ text: string }>(
    'select text from outbox_emails where "to" = $1',
    [account.email],
  );
  const link = mails.rows
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .find((url) => url.includes('/api/auth/verify-email'));
  expect(link, `No verification link was mailed to ${account.email} after registering on B`);
  expect(
    link.startsWith(`${pair.publicOrigin}/`),
    `The verification link names ${new URL(link).origin}, not the public address ${pair.publicOrigin}`,
  );
  const { pathname, search } = new URL(link);
  const verified = await visitor.send(on(a, pathname + search), { method: 'GET' });
  const landing = verified.headers.get('location') ?? '';
  expect(
    verified.status < 400 && !landing.includes('error='),
    `Opening the verification link on A answered ${verified.status}, to ${landing || 'nowhere'}`,
  );
  const stored = await pair.database.query<{ email_verified: boolean }>(
    'select email_verified from users where email = $1',
    [account.email],
  );
  expect(stored.rows[0]?.email_verified === true, `A did not record ${account.email} as verified`);

  const session = await signInOn(pair, b, account, 'client');
  const id = await whoIsOn(session, b);
  expect(id, 'The client signed in on B, but B does not know the session');
  return { session, account, id };
}
