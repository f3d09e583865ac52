import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, DEFAULT_TEST_PASSWORD } from '../../src/server/db/factories';
import { profiles } from '../../src/server/db/schema/index';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import type { ProfileDto } from '../../src/shared/contracts/accounts';
import type { AccountSession } from '../../src/shared/contracts/profile';
import { LOGO_MAX_BYTES } from '../../src/shared/domain/profile-settings';
import { timeZoneMessages } from '../../src/shared/domain/time-zones';
import { messages } from '../../src/shared/messages';
import { expectConsole } from '../support/fail-on-console';
import { cleanSvg, hostileSvgs } from '../support/svg-logos';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';
import { readSse } from './sse-reader';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;

beforeAll(async () => {
  t = await createTestApp({
    env: { USER_UPLOAD_FILES_PER_10_MINUTES: '100000', USER_UPLOAD_MB_PER_10_MINUTES: '1000000' },
  });
  ({ clientA, clientB } = await t.actors());
});
afterAll(() => t.close());

const patch = (caller: Caller, body: unknown) => caller.request('PATCH', '/api/profile', body);
const profileOf = async (caller: Caller): Promise<ProfileDto> => (await caller.get('/api/profile')).json();
const storedRow = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

function logoForm(bytes: Buffer, name: string, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
const uploadLogo = (caller: Caller, bytes: Buffer, name: string, type?: string) =>
  caller.request('POST', '/api/profile/logo', undefined, { body: logoForm(bytes, name, type) });

/** The files stored under the caller's user-assets folder (metadata files aside). */
async function logoFiles(caller: Caller): Promise<string[]> {
  const dir = join(diskStorageRoot(t.deps.config), 'user-assets', caller.userId as string);
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.filter((name) => !name.endsWith('.meta.json')).sort();
}

describe('profile', () => {
  it('a client reads and updates its own profile; an id in the body is ignored', async () => {
    const before = await profileOf(clientB);
    const res = await patch(clientA, {
      id: clientB.userId,
      firstName: '  Alexandra ',
      lastName: 'Able',
      companyName: 'Able Co',
      website: 'https://able.example',
      phone: '+1 555 0100',
    });
    expect(res.status).toBe(200);
    const saved: ProfileDto = await res.json();
    expect(saved.id).toBe(clientA.userId);
    expect(saved).toMatchObject({ firstName: 'Alexandra', website: 'https://able.example' });
    expect(await storedRow(clientA.userId as string)).toMatchObject({
      firstName: 'Alexandra',
      lastName: 'Able',
      phone: '+1 555 0100',
    });
    // Client B's profile did not change.
    const after = await profileOf(clientB);
    expect(after.firstName).toBe(before.firstName);
    expect(after.updatedAt).toBe(before.updatedAt);
    // /api/me shows the change (the top bar reads it).
    expect((await (await clientA.get('/api/me')).json()).profile.firstName).toBe('Alexandra');
  });

  it('saves brand colours (lowercased), guidelines, payout details and notifications, only the fields sent', async () => {
    const res = await patch(clientA, {
      primaryColor: '#FF0066',
      secondaryColor: '#ffffff',
      accentColor: '#112233',
      brandGuidelines: 'Bold, friendly.',
      payoutMethod: 'Wise',
      payoutAddress: 'alex@able.example',
      payoutNotes: '',
      weeklyDigest: true,
      campaignAlerts: false,
    });
    expect(res.status).toBe(200);
    expect(await storedRow(clientA.userId as string)).toMatchObject({
      firstName: 'Alexandra',
      primaryColor: '#ff0066',
      accentColor: '#112233',
      brandGuidelines: 'Bold, friendly.',
      payoutMethod: 'Wise',
      payoutAddress: 'alex@able.example',
      payoutNotes: null,
      weeklyDigest: true,
      campaignAlerts: false,
      emailNotifications: true,
      taskReminders: true,
    });
  });

  it.each([
    ['a website that is not a web address', { website: 'javascript:alert(1)' }, 'website'],
    ['a colour that is not #rrggbb', { primaryColor: 'red' }, 'primaryColor'],
    ['a short hex colour', { accentColor: '#fff' }, 'accentColor'],
    ['a payout method outside the list', { payoutMethod: 'Bitcoin' }, 'payoutMethod'],
    ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['a notification flag that is not a boolean', { weeklyDigest: 'yes' }, 'weeklyDigest'],
    ['a time zone that is not on the list', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a time zone that is not a string', { timeZone: 5 }, 'timeZone'],
  ])('refuses %s with a field error, changing nothing', async (_what, body, field) => {
    const before = await storedRow(clientA.userId as string);
    const res = await patch(clientA, body);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    expect(await storedRow(clientA.userId as string)).toEqual(before);
  });

  it("saves a time zone of the client's own, and null to follow the agency's again", async () => {
    const id = clientA.userId as string;
    expect((await (await clientA.get('/api/profile')).json()).timeZone).toBeNull();
    const res = await patch(clientA, { timeZone: 'America/New_York' });
    expect(res.status).toBe(200);
    expect((await res.json()).timeZone).toBe('America/New_York');
    expect(await storedRow(id)).toMatchObject({ timeZone: 'America/New_York' });
    expect((await (await clientA.get('/api/profile')).json()).timeZone).toBe('America/New_York');

    const invalid = await patch(clientA, { timeZone: 'Nowhere/City' });
    expect((await invalid.json()).error.fields.timeZone).toEqual([timeZoneMessages.invalid]);
    expect((await patch(clientA, { timeZone: null })).status).toBe(200);
    expect(await storedRow(id)).toMatchObject({ timeZone: null });
  });

  it('refuses callers that are not signed in, and admins', async () => {
    expect((await patch(t.anonymous, { firstName: 'X' })).status).toBe(401);
    const { admin } = await t.actors();
    const res = await patch(admin, { firstName: 'X' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.clientOnly);
  });
});

describe('logo upload', () => {
  it('stores a PNG at user-assets/{userId}/logo.png, shows it in /api/me, and serves it only to its owner', async () => {
    const res = await uploadLogo(clientA, samples.png, 'brand.png', 'image/png');
    expect(res.status).toBe(201);
    const profile: ProfileDto = await res.json();
    expect(profile.logoUrl).toMatch(/^\/api\/profile\/logo\?v=\d+$/);
    expect((await storedRow(clientA.userId as string))?.logoUrl).toBe(
      `user-assets/${clientA.userId}/logo.png`,
    );
    expect((await (await clientA.get('/api/me')).json()).profile.logoUrl).toBe(profile.logoUrl);

    const download = await clientA.get(profile.logoUrl as string);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.png"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.png)).toBe(true);
    // Client B has no logo: it never gets client A's.
    expect((await clientB.get('/api/profile/logo')).status).toBe(404);
  });

  it('keeps one logo: a second upload overwrites it, one of another type replaces the old file', async () => {
    await uploadLogo(clientA, samples.png, 'one.png');
    expect((await uploadLogo(clientA, samples.png, 'two.png')).status).toBe(201);
    expect(await logoFiles(clientA)).toEqual(['logo.png']);
    expect((await uploadLogo(clientA, samples.jpeg, 'three.jpg')).status).toBe(201);
    expect(await logoFiles(clientA)).toEqual(['logo.jpg']);
    expect((await storedRow(clientA.userId as string))?.logoUrl).toBe(
      `user-assets/${clientA.userId}/logo.jpg`,
    );
  });

  it('decides the type by the bytes: a PNG named .svg is stored as a PNG', async () => {
    const res = await uploadLogo(clientA, samples.png, 'logo.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    expect((await storedRow(clientA.userId as string))?.logoUrl).toBe(
      `user-assets/${clientA.userId}/logo.png`,
    );
    expect((await clientA.get('/api/profile/logo')).headers.get('content-type')).toBe('image/png');
  });

  it('stores a plain SVG and serves it under a sandboxing CSP', async () => {
    const res = await uploadLogo(clientA, Buffer.from(cleanSvg), 'mark.svg', 'image/svg+xml');
    expect(res.status).toBe(201);
    expect(await logoFiles(clientA)).toEqual(['logo.svg']);
    const download = await clientA.get('/api/profile/logo');
    expect(download.headers.get('content-type')).toBe('image/svg+xml');
    expect(download.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await download.text()).toBe(cleanSvg);
  });

  it.each(hostileSvgs)(
    'refuses an SVG with %s, naming it, keeping the previous logo',
    async (_what, text, message) => {
      const before = await storedRow(clientA.userId as string);
      const res = await uploadLogo(clientA, Buffer.from(text), 'logo.svg', 'image/svg+xml');
      expect(res.status).toBe(415);
      expect((await res.json()).error).toMatchObject({ message, fields: { file: [message] } });
      expect((await storedRow(clientA.userId as string))?.logoUrl).toBe(before?.logoUrl);
      const kept = before?.logoUrl?.split('/').pop();
      expect(await logoFiles(clientA)).toEqual(kept ? [kept] : []);
    },
  );

  it.each([
    ['a Windows executable', samples.exe, 'logo.png'],
    ['a PDF', samples.pdf, 'logo.png'],
    ['a GIF', samples.gif, 'logo.gif'],
    ['HTML', Buffer.from('<html><body>hi</body></html>'), 'logo.svg'],
  ])('refuses %s with SPEC’s message', async (_what, bytes, name) => {
    const res = await uploadLogo(clientA, bytes, name);
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(messages.profile.fileTypeRefused);
  });

  it('takes exactly 5MB and refuses 5MB and one byte with SPEC’s message', async () => {
    const exact = Buffer.concat([samples.png, Buffer.alloc(LOGO_MAX_BYTES - samples.png.length)]);
    expect((await uploadLogo(clientA, exact, 'big.png')).status).toBe(201);
    const over = Buffer.concat([samples.png, Buffer.alloc(LOGO_MAX_BYTES + 1 - samples.png.length)]);
    const before = await storedRow(clientA.userId as string);
    const res = await uploadLogo(clientA, over, 'huge.png');
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe(messages.profile.fileTooLarge);
    expect((await storedRow(clientA.userId as string))?.logoUrl).toBe(before?.logoUrl);
    // The refused upload left the stored logo whole.
    expect((await clientA.get('/api/profile/logo')).headers.get('content-length')).toBe(
      String(LOGO_MAX_BYTES),
    );
  });

  it('refuses a request without a file', async () => {
    const res = await clientA.request('POST', '/api/profile/logo', undefined, { body: new FormData() });
    expect(res.status).toBe(400);
  });
});

describe('password change', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'a-brand-new-passphrase',
    });
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error.message).toBe('string');
    await expect(t.signIn(user.email)).resolves.toBeTruthy();
  });

  it('refuses a new password under 6 characters with SPEC’s message', async () => {
    const user = await createClient(t.db);
    const laptop = await t.signIn(user.email);
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'abc',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(messages.password.tooShort);
  });

  it('changes the password: other sessions end, this browser stays signed in, the new password signs in', async () => {
    const user = await createClient(t.db);
    const phone = await t.signIn(user.email);
    const laptop = await t.signIn(user.email);
    const res = await laptop.post('/api/auth/change-password', {
      currentPassword: DEFAULT_TEST_PASSWORD,
      newPassword: 'a-brand-new-passphrase',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    const renewed = t.caller(
      res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
      user.id,
      user.email,
    );
    expect((await renewed.get('/api/me')).status).toBe(200);
    expectConsole('warn'); // the auth library logs "Invalid password" for the old one
    await expect(t.signIn(user.email)).rejects.toThrow();
    await expect(t.signIn(user.email, 'a-brand-new-passphrase')).resolves.toBeTruthy();
  });
});

describe('sessions', () => {
  it('lists the account’s sessions without tokens, this one marked', async () => {
    const user = await createClient(t.db);
    const phone = await t.signIn(user.email);
    const laptop = await t.signIn(user.email);
    const res = await laptop.get('/api/account/sessions');
    expect(res.status).toBe(200);
    const text = await res.text();
    const { sessions } = JSON.parse(text) as { sessions: AccountSession[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(
        ['current', 'device', 'id', 'ipAddress', 'lastSeenAt', 'signedInAt'].sort(),
      );
    }
    // No cookie value appears in the answer.
    for (const cookie of [laptop.cookie, phone.cookie]) {
      const token = decodeURIComponent(cookie?.split('=')[1] ?? '').split('.')[0] ?? '';
      expect(token.length).toBeGreaterThan(10);
      expect(text).not.toContain(token);
    }
    // Another account's sessions are not listed.
    expect(
      ((await (await clientA.get('/api/account/sessions')).json()) as { sessions: unknown[] }).sessions,
    ).toHaveLength(1);
  });

  it('signs out every other session, ending their event streams; this one stays', async () => {
    const user = await createClient(t.db);
    const phone = await t.signIn(user.email);
    const tablet = await t.signIn(user.email);
    const laptop = await t.signIn(user.email);
    const stream = readSse(await phone.get('/api/events'));
    expect((await stream.next()).event).toBe('ready');
    try {
      const res = await laptop.post('/api/account/sessions/revoke-others');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ revoked: 2 });
      expect((await stream.next()).event).toBe('session-ended');
      expect((await phone.get('/api/me')).status).toBe(401);
      expect((await tablet.get('/api/me')).status).toBe(401);
      expect((await laptop.get('/api/me')).status).toBe(200);
      const { sessions } = (await (await laptop.get('/api/account/sessions')).json()) as {
        sessions: AccountSession[];
      };
      expect(sessions.map((s) => s.current)).toEqual([true]);
    } finally {
      await stream.cancel();
    }
  });
});
