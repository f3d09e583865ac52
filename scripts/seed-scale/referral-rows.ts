import type { BatchInsert } from './fill-context';
import { clientId, pick, pickAdmin, sinceJoined, skewedClient, unit } from './generated-values';
import { companyKinds, companyWords, firstNames, lastNames } from './words';

const statuses = [
  'pending',
  'pending',
  'pending',
  'pending',
  'contacted',
  'contacted',
  'approved',
  'approved',
  'approved',
  'rejected',
];

/**
 * Referrals lo..hi by (skewed) clients, with the referrer's name and email copied from their account as
 * the product does; approved ones carry an amount, an approver and when.
 */
export const referralInsert: BatchInsert = ({ clients, knownClientId, adminIds }, lo, hi) => `
  insert into referrals (referrer_user_id, referrer_name, referrer_email, referred_name, referred_email,
    referred_company, message, status, earned_amount, admin_notes, approved_by, approved_at, created_at)
  select s.client_id, u.name, u.email, s.first || ' ' || s.last,
    lower(s.first) || '.' || lower(s.last) || '.' || s.g || '@referred.example',
    ${pick(companyWords, 's.g', 6)} || ' ' || ${pick(companyKinds, 's.g', 7)},
    case when ${unit('s.g', 8)} < 0.6 then 'They are launching a new product line next quarter.' end,
    s.status,
    case when s.status = 'approved' then 50 + floor(450 * ${unit('s.g', 9)}) end,
    case when s.status in ('approved', 'rejected') and ${unit('s.g', 10)} < 0.5 then 'Checked with the account lead.' end,
    case when s.status = 'approved' then ${pickAdmin(adminIds, 's.g', 11)} end,
    case when s.status = 'approved' then least(now(), s.created + interval '1 day' * floor(30 * ${unit('s.g', 12)})) end,
    s.created
  from (select g, ${clientId(knownClientId, 'c')} as client_id, ${sinceJoined(clients, 'c', 'g', 3)} as created,
          ${pick(firstNames, 'g', 4)} as first, ${pick(lastNames, 'g', 5)} as last, ${pick(statuses, 'g', 13)} as status
        from (select g, ${skewedClient(clients, 'g', 1)} as c from generate_series(${lo}, ${hi}) g) numbered) s
  join users u on u.id = s.client_id`;
