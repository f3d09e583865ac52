import type { ClientSummary } from '@/shared/contracts/clients';
import { Badge } from '@/web/ui/badge';

/** SPEC §2's Active badge, or 'Suspended' while an admin has suspended the account. */
export function ClientStatusBadge({ client }: { client: Pick<ClientSummary, 'suspendedAt'> }) {
  return client.suspendedAt ? (
    <Badge variant="danger">Suspended</Badge>
  ) : (
    <Badge variant="success">Active</Badge>
  );
}
