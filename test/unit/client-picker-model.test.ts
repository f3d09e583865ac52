import { describe, expect, it } from 'vitest';
import type { ClientList, ClientSummary } from '../../src/shared/contracts/clients';
import {
  moveActive,
  pickerAnnouncement,
  pickerNotice,
  pickerOptions,
} from '../../src/web/lib/clients/client-picker-model';

const client = (id: string, companyName: string): ClientSummary => ({
  id,
  email: `${id}@example.com`,
  companyName,
  contactPerson: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  taskCount: 0,
  suspendedAt: null,
});

const list = (clients: ClientSummary[], total = clients.length): ClientList => ({
  clients,
  total,
  olderCursor: total > clients.length ? (clients.at(-1)?.id ?? null) : null,
});

const alder = client('a', 'Alder Studio');
const birch = client('b', 'Birch Studio');

describe('the client picker', () => {
  it('offers the no-client option first, until something is typed', () => {
    const found = list([alder, birch]);
    expect(
      pickerOptions({ list: found, failed: false, noneLabel: 'All clients', typed: '' }).map((o) => o.key),
    ).toEqual(['none', 'client:a', 'client:b']);
    expect(
      pickerOptions({ list: found, failed: false, noneLabel: 'All clients', typed: 'stud' }).map(
        (o) => o.key,
      ),
    ).toEqual(['client:a', 'client:b']);
    expect(pickerOptions({ list: found, failed: false, typed: '' }).map((o) => o.key)).toEqual([
      'client:a',
      'client:b',
    ]);
  });

  it('offers to try again, as an option the keyboard reaches, when the search failed', () => {
    expect(pickerOptions({ list: undefined, failed: true, typed: 'x' })).toEqual([
      { key: 'retry', kind: 'retry' },
    ]);
    expect(pickerNotice({ list: undefined, stale: false, failed: true, search: 'x' })).toEqual({
      message: 'Could not load clients.',
      footer: null,
      isError: true,
    });
  });

  it('steps through the options with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    const options = pickerOptions({ list: list([alder, birch]), failed: false, noneLabel: 'All', typed: '' });
    expect(moveActive(options, null, 'next')).toBe('none');
    expect(moveActive(options, null, 'previous')).toBe('client:b');
    expect(moveActive(options, 'none', 'next')).toBe('client:a');
    expect(moveActive(options, 'client:b', 'next')).toBe('none');
    expect(moveActive(options, 'none', 'previous')).toBe('client:b');
    expect(moveActive(options, 'client:a', 'first')).toBe('none');
    expect(moveActive(options, 'client:a', 'last')).toBe('client:b');
    // An active option that a new answer no longer holds counts as none.
    expect(moveActive(options, 'client:gone', 'next')).toBe('none');
    expect(moveActive([], null, 'next')).toBeNull();
  });

  it('says when nothing matches, only once the answer is for what was typed', () => {
    const none = list([]);
    expect(pickerNotice({ list: none, stale: false, failed: false, search: 'zed' }).message).toBe(
      'No clients match "zed"',
    );
    expect(pickerNotice({ list: none, stale: true, failed: false, search: 'zed' }).message).toBeNull();
    expect(pickerNotice({ list: none, stale: false, failed: false, search: '' }).message).toBe(
      'No clients yet',
    );
    expect(pickerNotice({ list: undefined, stale: true, failed: false, search: '' }).message).toBe(
      'Searching…',
    );
  });

  it('says how many match beyond the page shown', () => {
    const page = list(
      Array.from({ length: 24 }, (_, i) => client(String(i), `Client ${i}`)),
      1234,
    );
    expect(pickerNotice({ list: page, stale: false, failed: false, search: '' }).footer).toBe(
      'Showing 24 of 1,234 — keep typing to narrow',
    );
    expect(
      pickerNotice({ list: list([alder]), stale: false, failed: false, search: 'ald' }).footer,
    ).toBeNull();
    expect(pickerAnnouncement({ list: page, stale: false, failed: false, search: '' })).toBe(
      'Showing 24 of 1,234 — keep typing to narrow',
    );
    expect(pickerAnnouncement({ list: list([alder]), stale: false, failed: false, search: 'ald' })).toBe(
      '1 client',
    );
  });
});
