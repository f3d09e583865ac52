/** A list a signed-in person opens. `{demoClientId}` in a path stands for the demo client's id. */
export type ScaleEndpoint = {
  name: string;
  /**
   * Who reads it: the demo's client or admin, or an account manager (decision 043): in the demo, one of
   * every demo client; at scale, seed:scale's manager of 500 of the 10,000 clients.
   */
  as: 'admin' | 'client' | 'manager';
  path: string;
  /** An absolute goal for the p95 at scale, in ms; without one the goal is at most twice the demo's p95. */
  goalP95Ms?: number;
};

/** Twice the demo data's p95: the performance issue's goal for a list once the database is at scale. */
export const MAX_SCALE_RATIO = 2;

/**
 * Every list endpoint a user hits, in the order measured. Add a search variant as one more line, e.g.
 * `{ name: 'admin inbox search', as: 'admin', path: '/api/admin/chat?q=studio', goalP95Ms: 100 }`.
 */
export const scaleEndpoints: ScaleEndpoint[] = [
  { name: 'client tasks', as: 'client', path: '/api/tasks' },
  { name: 'client chat (latest page)', as: 'client', path: '/api/chat/messages' },
  { name: 'client files', as: 'client', path: '/api/files' },
  { name: 'client updates', as: 'client', path: '/api/updates' },
  { name: 'client referrals', as: 'client', path: '/api/referrals' },
  { name: 'client notifications', as: 'client', path: '/api/notifications' },
  { name: 'admin clients', as: 'admin', path: '/api/admin/clients' },
  { name: 'admin clients ?q=studio', as: 'admin', path: '/api/admin/clients?q=studio', goalP95Ms: 100 },
  { name: 'admin inbox', as: 'admin', path: '/api/admin/chat' },
  { name: 'admin inbox ?q=studio', as: 'admin', path: '/api/admin/chat?q=studio', goalP95Ms: 100 },
  { name: "admin's unread count", as: 'admin', path: '/api/chat/unread' },
  { name: 'admin invite links', as: 'admin', path: '/api/admin/invites' },
  { name: 'admin tasks', as: 'admin', path: '/api/admin/tasks' },
  { name: 'admin tasks ?q=studio', as: 'admin', path: '/api/admin/tasks?q=studio', goalP95Ms: 100 },
  // A word no row holds: without an index for it, the search would read every row to find nothing.
  { name: 'admin tasks ?q=zqxv', as: 'admin', path: '/api/admin/tasks?q=zqxv', goalP95Ms: 100 },
  { name: 'admin files', as: 'admin', path: '/api/admin/files' },
  { name: 'admin files ?q=studio', as: 'admin', path: '/api/admin/files?q=studio', goalP95Ms: 100 },
  { name: 'admin files ?q=zqxv', as: 'admin', path: '/api/admin/files?q=zqxv', goalP95Ms: 100 },
  { name: 'admin clients ?q=zqxv', as: 'admin', path: '/api/admin/clients?q=zqxv', goalP95Ms: 100 },
  { name: 'admin inbox ?q=zqxv', as: 'admin', path: '/api/admin/chat?q=zqxv', goalP95Ms: 100 },
  { name: 'admin referrals', as: 'admin', path: '/api/admin/referrals' },
  { name: 'admin applications', as: 'admin', path: '/api/admin/applications' },
  // The admin's client page, Files tab (its GET; /api/admin/clients/{id}/files is the upload).
  { name: "admin demo client's files", as: 'admin', path: '/api/admin/files?clientId={demoClientId}' },
  // An account manager's lists: the same endpoints, every read narrowed to their clients (decision 043).
  { name: 'manager clients', as: 'manager', path: '/api/admin/clients' },
  { name: 'manager clients ?q=studio', as: 'manager', path: '/api/admin/clients?q=studio', goalP95Ms: 100 },
  { name: 'manager inbox', as: 'manager', path: '/api/admin/chat' },
  { name: "manager's unread count", as: 'manager', path: '/api/chat/unread' },
  { name: 'manager tasks', as: 'manager', path: '/api/admin/tasks' },
  { name: 'manager files', as: 'manager', path: '/api/admin/files' },
  { name: 'manager referrals', as: 'manager', path: '/api/admin/referrals' },
];

export const endpointPath = (endpoint: ScaleEndpoint, demoClientId: string) =>
  endpoint.path.replaceAll('{demoClientId}', encodeURIComponent(demoClientId));
