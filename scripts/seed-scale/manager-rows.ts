// The account manager's rows (decision 043): their clients, spread evenly over the whole list so the
// oldest and busiest accounts are among them as much as the long tail, and how far they have read those
// clients' threads. Numbered k = 1..managedClients; k is the manager's k-th client.
import type { BatchInsert, FillContext } from './fill-context';
import { clientAge, clientId, idLiteral, unit } from './generated-values';

/**
 * The manager's clients lo..hi as client numbers: client 1 + floor((k - 1) × clients / managedClients),
 * every 20th client at the full scale (1, 21, 41, …), distinct as long as there are no more of them
 * than clients.
 */
const managedNumbers = ({ clients, managedClients }: FillContext, lo: number, hi: number) =>
  `(select 1 + ((k - 1)::bigint * ${clients} / ${Math.max(1, managedClients)})::int as c
    from generate_series(${lo}, ${hi}) k) managed`;

/** The manager's assignments lo..hi, each made when its client joined. */
export const managerInsert: BatchInsert = (context, lo, hi) => `
  insert into client_managers (client_id, user_id, assigned_at)
  select ${clientId(context.knownClientId, 'c')}, ${idLiteral(context.managerId)},
    now() - ${clientAge(context.clients, 'c')}
  from ${managedNumbers(context, lo, hi)}`;

/**
 * The manager's read markers on their clients lo..hi: like the admins', about 70% of their threads read
 * up to some point in the last few weeks. The threads of other clients stay unread for them, as in the
 * product: a manager's badge and inbox count only the threads within reach.
 */
export const managerReadInsert: BatchInsert = (context, lo, hi) => `
  insert into message_reads (reader_id, client_id, last_read_at)
  select ${idLiteral(context.managerId)}, ${clientId(context.knownClientId, 'c')},
    now() - interval '30 days' * ${unit('c', 22)}
  from ${managedNumbers(context, lo, hi)}
  where ${unit('c', 21)} < 0.7`;
