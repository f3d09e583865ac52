import { useId } from 'react';
import type { ReceivablesAnswer } from '@/shared/contracts/receivables';
import {
  type ReceivableFilter,
  receivableFilterLabels,
  receivableFilters,
} from '@/shared/domain/receivables';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import type { ReceivablesFilters as Filters } from './api/get-receivables';

/**
 * Which invoices the table lists: by state (five, too many for a segmented row on a phone, hence native
 * selects) and by client, from the clients that have sent invoices.
 */
export function ReceivablesFilters({
  filters,
  clients,
  onChange,
}: {
  filters: Filters;
  clients: ReceivablesAnswer['clients'];
  onChange: (filters: Filters) => void;
}) {
  const stateId = useId();
  const clientId = useId();
  // A client picked earlier stays a choice while the list reloads, even if it left the answer.
  const known = !filters.clientId || clients.some((client) => client.id === filters.clientId);
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,18rem)] sm:gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={stateId}>Status</Label>
        <NativeSelect
          id={stateId}
          value={filters.state}
          onChange={(event) => onChange({ ...filters, state: event.target.value as ReceivableFilter })}
        >
          {receivableFilters.map((state) => (
            <option key={state} value={state}>
              {receivableFilterLabels[state]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={clientId}>Client</Label>
        <NativeSelect
          id={clientId}
          value={filters.clientId}
          onChange={(event) => onChange({ ...filters, clientId: event.target.value })}
        >
          <option value="">All clients</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
          {known ? null : <option value={filters.clientId}>This client</option>}
        </NativeSelect>
      </div>
    </div>
  );
}
