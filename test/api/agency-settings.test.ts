import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTask } from '../../src/server/db/factories';
import { agencySettings, outboxEmails } from '../../src/server/db/schema/index';
import { diskStorageRoot } from '../../src/server/storage/select-storage';
import { AGENCY_LOGO_MAX_BYTES, AGENCY_NAME, agencyMessages } from '../../src/shared/domain/agency-settings';
import { billingMessages } from '../../src/shared/domain/billing';
import { timeZoneMessages } from '../../src/shared/domain/time-zones';
import { messages } from '../../src/shared/messages';
import { cleanSvg, hostileSvgs } from '../support/svg-logos';
import { type Caller, createTestApp, TEST_ORIGIN, type TestApp } from '../support/test-app';
import { samples } from '../unit/task-file-samples';

let t: TestApp;
let admin: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, clientA: client } = await t.actors());
});
afterAll(() => t.close());

const agencyMail = () =>
  t.db.select().from(outboxEmails).where(eq(outboxEmails.to, t.deps.config.mail.agencyEmail));
const settingsRow = async () => (await t.db.select().from(agencySettings))[0];
/** Every file stored under agency-assets/ (metadata files aside). */
async function agencyAssets(): Promise<string[]> {
  const dir = join(diskStorageRoot(t.deps.config), 'agency-assets');
  const entries = await readdir(dir).catch(() => [] as string[]);
  return entries.filter((name) => !name.endsWith('.meta.json')).sort();
}

function logoForm(bytes: Buffer, name = 'logo.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
const uploadLogo = (form: FormData, caller: Caller = admin) =>
  caller.request('POST', '/api/admin/agency/logo', undefined, { body: form });

let applicationCount = 0;
const apply = () =>
  t.anonymous.post('/api/applications', {
    businessName: `Toggle Coffee ${++applicationCount}`,
    email: `founder-${applicationCount}@toggle.example`,
  });

async function completeOnboarding(): Promise<string> {
  const user = await createClient(t.db, { profile: { companyName: `Onboard ${Date.now()}` } });
  const caller = await t.signIn(user.email);
  const res = await caller.post('/api/onboarding', {
    productDescription: 'P',
    problemSolved: 'Q',
    idealCustomer: 'R',
    currentStage: 'mvp',
  });
  expect(res.status).toBe(201);
  return user.id;
}

describe('notification toggles', () => {
  it('reads the defaults (all on, no logo) before anything was saved, without writing a row', async () => {
    const res = await admin.get('/api/admin/agency/settings');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      logoUrl: null,
      notifyNewApplications: true,
      notifyOnboardingCompleted: true,
      notifyTaskReviews: true,
      timeZone: 'UTC',
      auditRetentionDays: 365,
      requireStaffTwoFactor: false,
      defaultCurrency: 'USD',
      invoiceAddress: null,
      updatedAt: null,
    });
    expect(await settingsRow()).toBeUndefined();
  });

  it('are for admins only, and refuse what is not a boolean', async () => {
    expect((await client.get('/api/admin/agency/settings')).status).toBe(403);
    expect((await t.anonymous.get('/api/admin/agency/settings')).status).toBe(401);
    const res = await client.request('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: false });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe(messages.guard.adminOnly);
    expect(
      (await admin.request('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: 'no' })).status,
    ).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/agency/settings', { logoUrl: 'x' })).status).toBe(400);
  });

  it('saves a toggle and keeps the others', async () => {
    const res = await admin.request('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      notifyNewApplications: true,
      notifyOnboardingCompleted: true,
      notifyTaskReviews: false,
    });
    expect(await settingsRow()).toMatchObject({ notifyTaskReviews: false, updatedBy: admin.userId });
    const read = await (await admin.get('/api/admin/agency/settings')).json();
    expect(read.notifyTaskReviews).toBe(false);
    expect(read.updatedAt).not.toBeNull();
  });

  it('new applications: off, the agency gets no email; on, one', async () => {
    await admin.request('PATCH', '/api/admin/agency/settings', { notifyNewApplications: false });
    const before = (await agencyMail()).length;
    expect((await apply()).status).toBe(201);
    expect(await agencyMail()).toHaveLength(before);

    await admin.request('PATCH', '/api/admin/agency/settings', { notifyNewApplications: true });
    expect((await apply()).status).toBe(201);
    const mail = await agencyMail();
    expect(mail).toHaveLength(before + 1);
    expect(mail.at(-1)?.subject).toBe(`New partnership application: Toggle Coffee ${applicationCount}`);
  });

  it('onboarding completed: off, the agency gets no email; on, one', async () => {
    await admin.request('PATCH', '/api/admin/agency/settings', { notifyOnboardingCompleted: false });
    const before = (await agencyMail()).length;
    await completeOnboarding();
    expect(await agencyMail()).toHaveLength(before);

    await admin.request('PATCH', '/api/admin/agency/settings', { notifyOnboardingCompleted: true });
    const clientId = await completeOnboarding();
    const mail = await agencyMail();
    expect(mail).toHaveLength(before + 1);
    expect(mail.at(-1)?.text).toContain(`/admin/client/${clientId}`);
  });

  it('tasks submitted for review: off, the agency gets no email; on, one that links the task', async () => {
    const submit = async (title: string) => {
      const task = await createTask(t.db, {
        clientId: client.userId as string,
        title,
        status: 'in-progress',
      });
      const res = await client.post(`/api/tasks/${task.id}/status`, { to: 'pending-review' });
      expect(res.status).toBe(200);
      return task;
    };
    await admin.request('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: false });
    const before = (await agencyMail()).length;
    await submit('Quiet draft');
    expect(await agencyMail()).toHaveLength(before);

    await admin.request('PATCH', '/api/admin/agency/settings', { notifyTaskReviews: true });
    const task = await submit('Spring campaign brief');
    const mail = await agencyMail();
    expect(mail).toHaveLength(before + 1);
    expect(mail.at(-1)?.subject).toMatch(/ submitted “Spring campaign brief” for review$/);
    expect(mail.at(-1)?.text).toContain(`${TEST_ORIGIN}/admin/tasks?task=${task.id}`);
  });
});

describe('time zone', () => {
  it('is UTC until saved, then the one chosen, for the System tab and every signed-in page', async () => {
    expect(await (await client.get('/api/agency/branding')).json()).toMatchObject({ timeZone: 'UTC' });
    const res = await admin.request('PATCH', '/api/admin/agency/settings', { timeZone: 'Europe/Berlin' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(await settingsRow()).toMatchObject({ timeZone: 'Europe/Berlin' });
    expect(await (await client.get('/api/agency/branding')).json()).toMatchObject({
      timeZone: 'Europe/Berlin',
    });
  });

  it('refuses a zone that is not on the list, keeping the saved one', async () => {
    await admin.request('PATCH', '/api/admin/agency/settings', { timeZone: 'Europe/Berlin' });
    for (const timeZone of ['Mars/Olympus_Mons', '', 'europe/berlin ', 42]) {
      const res = await admin.request('PATCH', '/api/admin/agency/settings', { timeZone });
      expect(res.status).toBe(400);
    }
    const res = await admin.request('PATCH', '/api/admin/agency/settings', { timeZone: 'Nowhere/City' });
    expect((await res.json()).error.message).toContain(timeZoneMessages.invalid);
    expect(await settingsRow()).toMatchObject({ timeZone: 'Europe/Berlin' });
  });
});

describe('default currency', () => {
  it('is USD until an admin picks another, which is what a new plan or invoice starts in', async () => {
    const clientId = client.userId as string;
    const planPath = `/api/admin/clients/${clientId}/billing-plan`;
    expect(await (await admin.get(planPath)).json()).toMatchObject({ defaultCurrency: 'USD' });
    const res = await admin.request('PATCH', '/api/admin/agency/settings', { defaultCurrency: 'eur' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ defaultCurrency: 'EUR' });
    expect(await settingsRow()).toMatchObject({ defaultCurrency: 'EUR' });
    expect(await (await admin.get(planPath)).json()).toMatchObject({ plan: null, defaultCurrency: 'EUR' });
  });

  it('refuses a code that is not an ISO 4217 currency, keeping the saved one', async () => {
    await admin.request('PATCH', '/api/admin/agency/settings', { defaultCurrency: 'GBP' });
    for (const defaultCurrency of ['XYZ', '', 'dollars', 7]) {
      const res = await admin.request('PATCH', '/api/admin/agency/settings', { defaultCurrency });
      expect(res.status).toBe(400);
    }
    const res = await admin.request('PATCH', '/api/admin/agency/settings', { defaultCurrency: 'ABC' });
    expect((await res.json()).error.message).toContain(billingMessages.currencyInvalid);
    expect(
      (await client.request('PATCH', '/api/admin/agency/settings', { defaultCurrency: 'EUR' })).status,
    ).toBe(403);
    expect(await settingsRow()).toMatchObject({ defaultCurrency: 'GBP' });
  });
});

describe('invoice address', () => {
  it('keeps its lines, cleaned, leaves the other settings alone, and is cleared by an empty one', async () => {
    await admin.request('PATCH', '/api/admin/agency/settings', { defaultCurrency: 'EUR' });
    const res = await admin.request('PATCH', '/api/admin/agency/settings', {
      invoiceAddress: '  12 Harbour Street \r\n Bristol\u202E BS1 4RN\n',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ invoiceAddress: '12 Harbour Street\nBristol BS1 4RN' });
    await admin.request('PATCH', '/api/admin/agency/settings', { timeZone: 'Europe/London' });
    expect(await settingsRow()).toMatchObject({
      invoiceAddress: '12 Harbour Street\nBristol BS1 4RN',
      defaultCurrency: 'EUR',
    });
    await admin.request('PATCH', '/api/admin/agency/settings', { invoiceAddress: '  ' });
    expect(await settingsRow()).toMatchObject({ invoiceAddress: null });
    const long = await admin.request('PATCH', '/api/admin/agency/settings', {
      invoiceAddress: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
  });
});

/** The HTML of the email the agency gets for a new application, sent now. */
async function applicationEmailHtml(): Promise<string> {
  await apply();
  const [mail] = (await agencyMail()).slice(-1);
  expect(mail?.text).toContain('A new partnership application arrived');
  return mail?.html ?? '';
}

describe('agency logo', () => {
  it('before one is uploaded, emails carry the agency name alone', async () => {
    const html = await applicationEmailHtml();
    expect(html).toContain(AGENCY_NAME);
    expect(html).not.toContain('<img');
    expect(html).toContain('A new partnership application arrived');
  });

  it('refuses what is not a JPG, PNG or SVG by its bytes, whatever its name says', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]);
    const res = await uploadLogo(logoForm(exe, 'logo.png', 'image/png'));
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(agencyMessages.logoTypeRefused);
    const pdf = await uploadLogo(logoForm(samples.pdf, 'logo.png'));
    expect(pdf.status).toBe(415);
    expect((await settingsRow())?.logoUrl ?? null).toBeNull();
  });

  it('refuses 5 MB and one byte', async () => {
    const big = Buffer.concat([samples.png, Buffer.alloc(AGENCY_LOGO_MAX_BYTES + 1 - samples.png.length)]);
    const res = await uploadLogo(logoForm(big));
    expect(res.status).toBe(413);
    expect((await settingsRow())?.logoUrl ?? null).toBeNull();
  });

  it('is uploaded by admins only', async () => {
    expect((await uploadLogo(logoForm(samples.png), client)).status).toBe(403);
    expect((await uploadLogo(logoForm(samples.png), t.anonymous)).status).toBe(401);
  });

  it('stores a PNG under agency-assets/ and serves it with nosniff; a new one replaces it', async () => {
    const res = await uploadLogo(logoForm(samples.png, 'our logo.png'));
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.logoUrl).toMatch(/^\/api\/agency\/logo\?v=/);
    const key = (await settingsRow())?.logoUrl ?? '';
    expect(key).toMatch(/^agency-assets\/\d+-[0-9a-f]{16}\.png$/);

    const served = await t.anonymous.get(body.logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="logo.png"/);
    expect(Buffer.from(await served.arrayBuffer()).equals(samples.png)).toBe(true);

    const jpeg = await uploadLogo(logoForm(samples.jpeg, 'logo.jpg', 'image/jpeg'));
    expect(jpeg.status).toBe(201);
    const newKey = (await settingsRow())?.logoUrl ?? '';
    expect(newKey).toMatch(/^agency-assets\/\d+-[0-9a-f]{16}\.jpg$/);
    expect(await t.deps.storage.get(key)).toBeNull();
    const again = await t.anonymous.get('/api/agency/logo');
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    await again.body?.cancel();
  });

  it('takes a plain SVG and serves it as an image under a CSP that forbids script', async () => {
    const res = await uploadLogo(logoForm(Buffer.from(cleanSvg), 'mark.svg', 'image/svg+xml'));
    expect(res.status).toBe(201);
    expect((await settingsRow())?.logoUrl).toMatch(/^agency-assets\/\d+-[0-9a-f]{16}\.svg$/);
    const served = await t.anonymous.get((await res.json()).logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe(cleanSvg);
    // Most mail clients show no SVG: emails carry the agency's name alone.
    const html = await applicationEmailHtml();
    expect(html).toContain(AGENCY_NAME);
    expect(html).not.toContain('<img');
  });

  it.each(hostileSvgs)(
    'refuses an SVG with %s, naming it, and stores nothing',
    async (_what, text, message) => {
      const before = (await settingsRow())?.logoUrl;
      const files = await agencyAssets();
      const res = await uploadLogo(logoForm(Buffer.from(text), 'logo.svg', 'image/svg+xml'));
      expect(res.status).toBe(415);
      expect((await res.json()).error).toMatchObject({ message, fields: { file: [message] } });
      expect((await settingsRow())?.logoUrl).toBe(before);
      expect(await agencyAssets()).toEqual(files);
    },
  );

  it('is shown to any signed-in user through the branding read, not to strangers', async () => {
    const res = await client.get('/api/agency/branding');
    expect(res.status).toBe(200);
    const { logoUrl } = await res.json();
    expect(logoUrl).toMatch(/^\/api\/agency\/logo\?v=/);
    expect((await t.anonymous.get('/api/agency/branding')).status).toBe(401);
  });

  it('a JPG or PNG is in every email, an image from the public logo route beside the agency name', async () => {
    expect((await uploadLogo(logoForm(samples.png))).status).toBe(201);
    const html = await applicationEmailHtml();
    expect(html).toContain(`<img src="${TEST_ORIGIN}/api/agency/logo?v=`);
    expect(html).toContain(AGENCY_NAME);
    // The HTML part shows the text part's words.
    expect(html).toContain('A new partnership application arrived');
  });

  it('can be removed: the branding goes back to none and the file is deleted', async () => {
    const key = (await settingsRow())?.logoUrl ?? '';
    const res = await admin.request('DELETE', '/api/admin/agency/logo');
    expect(res.status).toBe(200);
    expect((await res.json()).logoUrl).toBeNull();
    expect(await t.deps.storage.get(key)).toBeNull();
    expect((await (await client.get('/api/agency/branding')).json()).logoUrl).toBeNull();
    expect((await t.anonymous.get('/api/agency/logo')).status).toBe(404);
  });
});
