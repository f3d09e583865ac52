import { clientAge, clientId, idLiteral, pick, unit } from './generated-values';
import { companyKinds, companyWords, firstNames, lastNames } from './words';

/** Where the fill's clients live: every bulk client's email ends with this. */
export const bulkClientDomain = 'scale-clients.example';

export type ClientContext = { clients: number; knownClientId: string };

/** Client number `c`'s names: "Priya Patel" of "Cedar Studio 1234" (the number keeps names unique). */
export const clientNames = (c: string) => ({
  first: pick(firstNames, c, 11),
  last: pick(lastNames, c, 12),
  company: `${pick(companyWords, c, 13)} || ' ' || ${pick(companyKinds, c, 14)} || ' ' || (${c})`,
});

/** The bulk clients numbered lo..hi, as numbered rows with their names and when they joined. */
function numberedClients({ clients, knownClientId }: ClientContext, lo: number, hi: number) {
  const names = clientNames('c');
  return `(select c, ${clientId(knownClientId, 'c')} as id, ${names.first} as first, ${names.last} as last,
      ${names.company} as company, now() - ${clientAge(clients, 'c')} as joined
    from generate_series(${lo}, ${hi}) c) s`;
}

/**
 * The four rows the product writes for each account (users, accounts, user_roles, profiles; see
 * identity/create-user-account.ts), and most clients' onboarding questionnaire, for clients lo..hi. Every one signs in with the known client's
 * password: its accounts row carries the same hash.
 */
export function clientInserts(context: ClientContext, lo: number, hi: number): string[] {
  const rows = numberedClients(context, lo, hi);
  const email = `lower(first) || '.' || lower(last) || '.' || c || '@${bulkClientDomain}'`;
  const knownPassword = `(select password from accounts where user_id = ${idLiteral(context.knownClientId)} and provider_id = 'credential')`;
  return [
    `insert into users (id, name, email, email_verified, created_at, updated_at)
     select id, first || ' ' || last, ${email}, true, joined, joined from ${rows}`,
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select md5('scale-account-' || c)::uuid::text, id, 'credential', id, ${knownPassword}, joined, joined
     from ${rows}`,
    `insert into user_roles (user_id, role, created_at) select id, 'client', joined from ${rows}`,
    `insert into profiles (id, first_name, last_name, email, company_name, contact_person, website, phone,
       contract_status, signup_source, welcome_flow_completed, suspended_at, created_at, updated_at)
     select id, first, last, ${email}, company, first || ' ' || last,
       'https://' || lower(replace(company, ' ', '-')) || '.example',
       '+1 503 555 ' || lpad((c % 10000)::text, 4, '0'),
       ${pick(['active', 'active', 'active', 'pending_onboarding', 'paused', 'ended'], 'c', 15)},
       'seed', ${unit('c', 16)} < 0.85,
       case when ${unit('c', 17)} < 0.01 then now() - interval '3 days' end,
       joined, joined
     from ${rows}`,
    // Most who finished the welcome modal also saved the questionnaire, a day after joining; the rest
    // still see the reminders (decision 034). The same draw keeps the questionnaire within the modal's.
    `insert into client_onboarding (client_id, product_description, problem_solved, ideal_customer,
       current_stage, created_at, updated_at)
     select id, 'The products of ' || company, 'Customers who cannot find ' || company,
       'Small teams near ' || company,
       ${pick(['mvp', 'launch-ready', 'post-launch', 'scaling', 'other'], 'c', 18)},
       joined + interval '1 day', joined + interval '1 day'
     from ${rows} where ${unit('c', 16)} < 0.7`,
  ];
}
