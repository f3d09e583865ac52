import type { BatchInsert } from './fill-context';
import { clientId, pick, pickAdmin, sinceJoined, skewedClient, unit } from './generated-values';
import { messageTexts } from './words';

/** Chat messages lo..hi in (skewed) clients' threads: a little over half from the client, the rest from admins. */
export const messageInsert: BatchInsert = ({ clients, knownClientId, adminIds }, lo, hi) => `
  insert into messages (client_id, sender_id, from_client, content, created_at)
  select client_id, sender_id, sender_id = client_id, content, created_at from (
    select ${clientId(knownClientId, 'c')} as client_id,
      case when ${unit('g', 2)} < 0.55 then ${clientId(knownClientId, 'c')} else ${pickAdmin(adminIds, 'g', 4)} end
        as sender_id,
      ${pick(messageTexts, 'g', 5)} || case when ${unit('g', 6)} < 0.3 then ' ' || ${pick(messageTexts, 'g', 7)} else '' end
        as content,
      ${sinceJoined(clients, 'c', 'g', 3)} as created_at
    from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered
  ) generated`;
