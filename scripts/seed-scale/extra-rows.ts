// Rows beyond the five kinds, so every list the bench reads has data at scale: applications from
// the public form, project updates, clients' notifications, and how far each admin has read each thread.
import type { BatchInsert } from './fill-context';
import {
  below,
  clientId,
  idArray,
  pick,
  pickAdmin,
  pickAt,
  sinceJoined,
  skewedClient,
  unit,
} from './generated-values';
import {
  budgetBands,
  companyKinds,
  companyWords,
  notificationKinds,
  notificationLinks,
  notificationTitles,
  referralSources,
  revenueBands,
  updateTexts,
} from './words';

/** Applications lo..hi from the public form over the last two years. */
export const applicationInsert: BatchInsert = (_context, lo, hi) => `
  insert into application_submissions (business_name, email, phone, social_profiles, website,
    monthly_revenue, marketing_budget, hear_about_us, created_at)
  select name, 'founder.' || g || '@' || lower(replace(name, ' ', '-')) || '.example',
    case when ${unit('g', 3)} < 0.7 then '+1 415 555 ' || lpad((g % 10000)::text, 4, '0') end,
    case when ${unit('g', 4)} < 0.5 then '@' || lower(replace(name, ' ', '')) end,
    'https://' || lower(replace(name, ' ', '-')) || '.example',
    ${pick(revenueBands, 'g', 5)}, ${pick(budgetBands, 'g', 6)}, ${pick(referralSources, 'g', 7)},
    now() - interval '730 days' * ${unit('g', 8)}
  from (select g, ${pick(companyWords, 'g', 1)} || ' ' || ${pick(companyKinds, 'g', 2)} || ' ' || g as name
        from generate_series(${lo}, ${hi}) g) s`;

/** Project updates lo..hi, posted by admins to (skewed) clients. */
export const updateInsert: BatchInsert = ({ clients, knownClientId, adminIds }, lo, hi) => `
  insert into project_updates (client_id, admin_id, message, created_at)
  select ${clientId(knownClientId, 'c')}, ${pickAdmin(adminIds, 'g', 4)}, ${pick(updateTexts, 'g', 5)},
    ${sinceJoined(clients, 'c', 'g', 3)}
  from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered`;

/** Notifications lo..hi in (skewed) clients' bells; four in five have been read. */
export const notificationInsert: BatchInsert = ({ clients, knownClientId }, lo, hi) => `
  insert into notifications (recipient_id, client_id, kind, title, body, link, created_at, read_at)
  select client_id, client_id, ${pickAt(notificationKinds, 'kind')}, ${pickAt(notificationTitles, 'kind')},
    'Open the portal to see what changed.', ${pickAt(notificationLinks, 'kind')}, created,
    case when ${unit('g', 5)} < 0.8 then least(now(), created + interval '2 hours') end
  from (select g, ${below(notificationKinds.length, 'g', 4)} as kind, ${clientId(knownClientId, 'c')} as client_id,
          ${sinceJoined(clients, 'c', 'g', 3)} as created
        from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered) s`;

/**
 * Each admin's read markers for clients lo..hi: about 70% of threads read up to some point in the last
 * few weeks, so the inbox's unread counts are a mix rather than everything or nothing.
 */
export const messageReadInsert: BatchInsert = ({ knownClientId, adminIds }, lo, hi) => `
  insert into message_reads (reader_id, client_id, last_read_at)
  select a.id, ${clientId(knownClientId, 'c')}, now() - interval '30 days' * ${unit('c * 16 + a.k', 3)}
  from unnest(${idArray(adminIds)}) with ordinality a(id, k)
  cross join generate_series(${lo}, ${hi}) c
  where ${unit('c * 16 + a.k', 2)} < 0.7`;
