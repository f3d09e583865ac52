import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientMember, createManager } from '../../src/server/db/factories';
import { profiles } from '../../src/server/db/schema/index';
import type { Invoice } from '../../src/shared/contracts/billing';
import { pdfText } from '../support/pdf-text';
import { type Caller, createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let clientA: Caller;
let clientB: Caller;
let admin: Caller;
let managerB: Caller;
let memberA: Caller;
const idOf = (caller: Caller) => caller.userId as string;

beforeAll(async () => {
  t = await createTestApp();
  ({ clientA, clientB, admin } = await t.actors());
  managerB = await t.signIn((await createManager(t.db, [idOf(clientB)])).email);
  memberA = await t.signIn((await createClientMember(t.db, idOf(clientA), 'member')).email);
  await t.db
    .update(profiles)
    .set({ companyName: 'Łódź Studio' })
    .where(eq(profiles.id, idOf(clientA)));
  await admin.request('PATCH', '/api/admin/agency/settings', {
    invoiceAddress: '12 Harbour Street\nBristol BS1 4RN',
  });
});
afterAll(() => t.close());

async function invoiceFor(client: Caller, { send = true, lines = 2 } = {}): Promise<Invoice> {
  const items = Array.from({ length: lines }, (_, i) => ({
    description: i === 0 ? 'December retainer' : `Ad creative ${i}`,
    quantity: i === 0 ? 1 : 2,
    unitPriceMinor: i === 0 ? 250_000 : 12_550,
  }));
  const body = {
    currency: 'USD',
    items,
    taxRateBasisPoints: 1_000,
    discountMinor: 0,
    netTermsDays: 30,
    notes: 'Thanks!',
  };
  const draft = await admin.post(`/api/admin/clients/${idOf(client)}/invoices`, body);
  expect(draft.status, await draft.clone().text()).toBe(201);
  const invoice: Invoice = await draft.json();
  if (!send) return invoice;
  return (await admin.post(`/api/admin/invoices/${invoice.id}/send`)).json();
}

describe('invoice PDF', () => {
  it('is a download of the invoice as the client sees it: agency, client, lines, tax, total, due date', async () => {
    const invoice = await invoiceFor(clientA);
    const res = await clientA.get(`/api/billing/invoices/${invoice.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${invoice.number}.pdf`);
    const [page] = await pdfText(await res.arrayBuffer());
    for (const text of [
      'Agency Portal',
      '12 Harbour Street',
      'Bristol BS1 4RN',
      'Invoice',
      invoice.number as string,
      'Status: Pending',
      'Łódź Studio',
      'December retainer',
      'Ad creative 1',
      '$2,500.00',
      '$251.00',
      'Subtotal',
      '$2,751.00',
      'Tax (10%)',
      '$275.10',
      'Total',
      '$3,026.10',
      'Thanks!',
    ])
      expect(page).toContain(text);
    expect(page).toMatch(/Due date [A-Z][a-z]{2} \d{2}, \d{4}/);
  });

  it('keeps going page after page for a long invoice, the heading on each', async () => {
    const invoice = await invoiceFor(clientA, { lines: 60 });
    const pages = await pdfText(
      await (await admin.get(`/api/admin/invoices/${invoice.id}/pdf`)).arrayBuffer(),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain('Ad creative 59');
    expect(pages.at(-1)).toContain('Total');
    for (const page of pages.slice(1)) expect(page).toContain('Description');
  });

  it('shows staff a draft as a draft; the client never reaches it', async () => {
    const draft = await invoiceFor(clientA, { send: false });
    const [page] = await pdfText(
      await (await admin.get(`/api/admin/invoices/${draft.id}/pdf`)).arrayBuffer(),
    );
    expect(page).toContain('Status: Draft');
    expect(page).toContain('Not sent yet');
    expect((await clientA.get(`/api/billing/invoices/${draft.id}/pdf`)).status).toBe(404);
  });

  it('is not found for another company, a manager of another client, or a person without billing', async () => {
    const invoice = await invoiceFor(clientA);
    const path = `/api/billing/invoices/${invoice.id}/pdf`;
    expect((await clientB.get(path)).status).toBe(404);
    expect((await managerB.get(`/api/admin/invoices/${invoice.id}/pdf`)).status).toBe(404);
    expect((await memberA.get(path)).status).toBe(403);
    expect((await t.anonymous.get(path)).status).toBe(401);
  });
});
