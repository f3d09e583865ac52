import type { BatchInsert } from './fill-context';
import {
  below,
  clientId,
  pick,
  pickAdmin,
  pickAt,
  sinceJoined,
  skewedClient,
  unit,
} from './generated-values';
import { fileCategories, fileExtensions, fileTitles, fileTypes } from './words';

/**
 * File records lo..hi (metadata only: no bytes are stored, so downloading one answers an error), keyed
 * like the product's uploads (`client-files/{client}/{time}-{random}.{ext}`), mostly uploaded by admins.
 */
export const fileInsert: BatchInsert = ({ clients, knownClientId, adminIds }, lo, hi) => `
  insert into files (name, type, size_mb, client_id, category, file_url, description, uploaded_by, created_at)
  select ${pickAt(fileTitles, 'kind')} || ' ' || to_char(created, 'YYYY-MM') || '.' || ${pickAt(fileExtensions, 'kind')},
    ${pickAt(fileTypes, 'kind')},
    round((0.05 + 40 * power(${unit('g', 5)}, 3))::numeric, 2)::float8,
    client_id,
    ${pick(fileCategories, 'g', 6)},
    'client-files/' || client_id || '/' || floor(extract(epoch from created) * 1000)::bigint || '-'
      || substr(md5('scale-file-' || g), 1, 16) || '.' || ${pickAt(fileExtensions, 'kind')},
    case when ${unit('g', 7)} < 0.5 then 'Shared after our review on ' || to_char(created, 'Mon DD') end,
    case when ${unit('g', 8)} < 0.7 then ${pickAdmin(adminIds, 'g', 9)} else client_id end,
    created
  from (select g, ${below(fileTitles.length, 'g', 4)} as kind, ${clientId(knownClientId, 'c')} as client_id,
          ${sinceJoined(clients, 'c', 'g', 3)} as created
        from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered) s`;
