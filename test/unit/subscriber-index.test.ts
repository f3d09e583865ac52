import { describe, expect, it } from 'vitest';
import { SubscriberIndex } from '../../src/server/realtime/subscriber-index';

type Stream = {
  name: string;
  userId: string;
  role: 'admin' | 'client' | 'manager';
  clientId?: string;
  managed?: ReadonlySet<string>;
};

const stream = (name: string, userId: string, role: Stream['role'], clientId?: string): Stream => ({
  name,
  userId,
  role,
  clientId,
});

const namesOf = (streams: Iterable<Stream>) => [...streams].map((one) => one.name).sort();

describe('live stream index', () => {
  const owner = stream('owner of A', 'u-owner', 'client', 'company-a');
  const teammate = stream('teammate of A', 'u-mate', 'client', 'company-a');
  const otherCompany = stream('owner of B', 'u-b', 'client', 'company-b');
  const staff = stream('admin', 'u-admin', 'admin');

  it("sends a company's event to the admins and that company's people only", () => {
    const index = new SubscriberIndex<Stream>();
    for (const one of [owner, teammate, otherCompany, staff]) index.add(one);
    expect(namesOf(index.receiversOf({ topic: 'tasks', clientId: 'company-a' }))).toEqual([
      'admin',
      'owner of A',
      'teammate of A',
    ]);
    expect(namesOf(index.receiversOf({ topic: 'applications', clientId: null }))).toEqual(['admin']);
  });

  it('never sends an event addressed to a person to anyone but the admins', () => {
    const index = new SubscriberIndex<Stream>();
    for (const one of [owner, teammate, staff]) index.add(one);
    // Events name companies: a teammate's own id is no company's.
    expect(namesOf(index.receiversOf({ topic: 'tasks', clientId: 'u-mate' }))).toEqual(['admin']);
  });

  it('forgets a stream that ends', () => {
    const index = new SubscriberIndex<Stream>();
    for (const one of [owner, teammate]) index.add(one);
    index.delete(teammate);
    expect(namesOf(index.receiversOf({ topic: 'chat', clientId: 'company-a' }))).toEqual(['owner of A']);
    expect(namesOf(index.all())).toEqual(['owner of A']);
  });

  it("sends an account manager their clients' events and their own topics, never another client's", () => {
    const index = new SubscriberIndex<Stream>();
    const managerOfA = { ...stream('manager of A', 'u-ma', 'manager'), managed: new Set(['company-a']) };
    const managerOfB = { ...stream('manager of B', 'u-mb', 'manager'), managed: new Set(['company-b']) };
    for (const one of [owner, otherCompany, staff, managerOfA, managerOfB]) index.add(one);
    expect(namesOf(index.receiversOf({ topic: 'chat', clientId: 'company-a' }))).toEqual([
      'admin',
      'manager of A',
      'owner of A',
    ]);
    // About no client: the bell reaches every staff member, applications only the admins.
    expect(namesOf(index.receiversOf({ topic: 'notifications', clientId: null }))).toEqual([
      'admin',
      'manager of A',
      'manager of B',
    ]);
    expect(namesOf(index.receiversOf({ topic: 'applications', clientId: null }))).toEqual(['admin']);
    index.delete(managerOfA);
    expect(namesOf(index.receiversOf({ topic: 'chat', clientId: 'company-a' }))).toEqual([
      'admin',
      'owner of A',
    ]);
  });
});
