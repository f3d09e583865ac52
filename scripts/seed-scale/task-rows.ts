import type { BatchInsert } from './fill-context';
import { clientId, pick, pickAdmin, sinceJoined, skewedClient, unit } from './generated-values';
import { taskDescriptions, taskObjects, taskVerbs } from './words';

/** Older work is mostly done: about 40% approved, the rest spread over the other statuses. */
const statuses = [
  'approved',
  'approved',
  'approved',
  'approved',
  'pending',
  'pending',
  'in-progress',
  'in-progress',
  'pending-review',
  'needs-revision',
];

/** Tasks lo..hi, each for a (skewed) client, assigned by an admin, created since the client joined. */
export const taskInsert: BatchInsert = ({ clients, knownClientId, adminIds }, lo, hi) => `
  insert into tasks (title, description, status, due_date, client_id, assigned_by, priority, created_at, updated_at)
  select ${pick(taskVerbs, 'g', 4)} || ' ' || ${pick(taskObjects, 'g', 5)} || ' #' || g,
    case when ${unit('g', 6)} < 0.8 then ${pick(taskDescriptions, 'g', 7)} end,
    ${pick(statuses, 'g', 8)},
    (created + interval '1 day' * (3 + floor(40 * ${unit('g', 9)})))::date,
    ${clientId(knownClientId, 'c')},
    ${pickAdmin(adminIds, 'g', 10)},
    ${pick(['low', 'medium', 'medium', 'high'], 'g', 11)},
    created, least(now(), created + interval '1 hour' * floor(200 * ${unit('g', 12)}))
  from (select g, c, ${sinceJoined(clients, 'c', 'g', 3)} as created
        from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered) s`;
