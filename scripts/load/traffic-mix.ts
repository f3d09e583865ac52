import type autocannon from 'autocannon';
import { loadAutocannon } from '../on-demand/load';
import type { PortalSession } from '../reliability/portal-session';

export type MixActors = {
  origin: string;
  admin: PortalSession;
  /** Each client with the tasks the mix may read and write (not its probe task). */
  clients: { session: PortalSession; taskIds: string[] }[];
};

type Pick = { method: 'GET' | 'POST'; path: string; session?: PortalSession; body?: unknown };

const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** What a busy morning looks like: mostly clients reading their portal, admins listing, some writes. */
const mix: { weight: number; make: (a: MixActors) => Pick }[] = [
  { weight: 14, make: (a) => ({ method: 'GET', path: '/api/me', session: any(a.clients).session }) },
  { weight: 14, make: (a) => ({ method: 'GET', path: '/api/tasks', session: any(a.clients).session }) },
  {
    weight: 10,
    make: (a) => ({ method: 'GET', path: '/api/tasks/summary', session: any(a.clients).session }),
  },
  {
    weight: 14,
    make: (a) => {
      const c = any(a.clients);
      return { method: 'GET', path: `/api/tasks/${any(c.taskIds)}/activity`, session: c.session };
    },
  },
  { weight: 5, make: (a) => ({ method: 'GET', path: '/api/admin/tasks', session: a.admin }) },
  { weight: 4, make: (a) => ({ method: 'GET', path: '/api/admin/clients', session: a.admin }) },
  { weight: 2, make: (a) => ({ method: 'GET', path: '/api/admin/applications', session: a.admin }) },
  { weight: 2, make: (a) => ({ method: 'GET', path: '/api/admin/invites', session: a.admin }) },
  {
    weight: 6,
    make: (a) => {
      const c = any(a.clients);
      const path = `/api/tasks/${any(c.taskIds)}/comments`;
      return { method: 'POST', path, session: c.session, body: { content: 'Load test comment' } };
    },
  },
  {
    // Moves cycle through the status table; one whose task has moved on meanwhile is refused with 409.
    weight: 4,
    make: (a) => {
      const c = any(a.clients);
      const asAdmin = Math.random() < 0.4;
      const to = asAdmin ? any(['approved', 'needs-revision']) : any(['in-progress', 'pending-review']);
      const session = asAdmin ? a.admin : c.session;
      return { method: 'POST', path: `/api/tasks/${any(c.taskIds)}/status`, session, body: { to } };
    },
  },
  { weight: 8, make: () => ({ method: 'GET', path: '/' }) },
  { weight: 3, make: () => ({ method: 'GET', path: '/launch-readiness' }) },
  { weight: 3, make: () => ({ method: 'GET', path: '/case-study/entrives' }) },
  { weight: 6, make: () => ({ method: 'GET', path: '/api/health' }) },
];
const totalWeight = mix.reduce((n, m) => n + m.weight, 0);

function pickRequest(actors: MixActors): Pick {
  let roll = Math.random() * totalWeight;
  for (const entry of mix) {
    roll -= entry.weight;
    if (roll < 0) return entry.make(actors);
  }
  return { method: 'GET', path: '/api/health' };
}

export type MixFigures = { result: autocannon.Result; latenciesMs: number[]; statuses: Map<number, number> };

/** `connections` keep-alive connections, each sending the next random request of the mix on its answer. */
export async function runTrafficMix(
  actors: MixActors,
  connections: number,
  seconds: number,
): Promise<MixFigures> {
  const latenciesMs: number[] = [];
  const statuses = new Map<number, number>();
  let finish: (error: unknown, result: autocannon.Result) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const options: autocannon.Options = {
    url: actors.origin,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = pickRequest(actors);
          const headers: Record<string, string> = { origin: actors.origin };
          if (next.session) headers.cookie = next.session.cookieHeader;
          if (next.body !== undefined) headers['content-type'] = 'application/json';
          return {
            ...request,
            method: next.method,
            path: next.path,
            headers,
            body: next.body === undefined ? undefined : JSON.stringify(next.body),
          };
        },
      },
    ],
  };
  const run = await loadAutocannon();
  const instance = run(options, (error, result) => finish(error, result));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latenciesMs.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  return { result: await done, latenciesMs, statuses };
}
