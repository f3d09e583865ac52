import type { Me } from '@/shared/contracts/accounts';
import { type ClientAbility, clientRoleCan } from '@/shared/domain/client-roles';
import { useMe } from './get-me';

/**
 * Whether a client's person may use what `ability` covers (issue 47: the roles' table in
 * shared/domain/client-roles.ts, which the server enforces). Nobody without a company may: an admin, a
 * signed-out browser, or /api/me not read yet.
 */
export const clientCan = (client: Me['client'] | null | undefined, ability: ClientAbility): boolean =>
  client ? clientRoleCan(client.role, ability) : false;

/** clientCan for the signed-in person: the portal hides what their role does not grant. */
export function useClientCan(ability: ClientAbility): boolean {
  return clientCan(useMe().data?.client, ability);
}
