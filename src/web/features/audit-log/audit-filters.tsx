import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { type AuditAction, auditActionLabels, auditActions, auditMessages } from '@/shared/domain/audit';
import { ClientPicker } from '@/web/lib/clients/client-picker';
import { cn } from '@/web/lib/cn';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { type AuditFilterValues, datesReversed } from './audit-filters-model';

const actionOf = (value: string): AuditAction | '' => auditActions.find((action) => action === value) ?? '';

type AuditFiltersProps = { value: AuditFilterValues; onChange: (value: AuditFilterValues) => void };

/**
 * The Audit log's filters: a person (part of a name or email), an action, a client (a search of the
 * server's clients) and a range of days, each applied as it is set.
 */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const id = useId();
  const reversed = datesReversed(value);
  const set = (changes: Partial<AuditFilterValues>) => onChange({ ...value, ...changes });
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-[1fr_12rem_12rem_9.5rem_9.5rem]">
      <Filter id={`${id}-person`} label="Person" className="col-span-2 lg:col-span-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id={`${id}-person`}
            type="search"
            placeholder="Name or email..."
            className="pl-9"
            value={value.person}
            onChange={(event) => set({ person: event.target.value })}
          />
        </div>
      </Filter>
      <Filter id={`${id}-action`} label="Action" className="col-span-2 sm:col-span-1">
        <NativeSelect
          id={`${id}-action`}
          value={value.action}
          onChange={(event) => set({ action: actionOf(event.target.value) })}
        >
          <option value="">All actions</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabels[action]}
            </option>
          ))}
        </NativeSelect>
      </Filter>
      <Filter id={`${id}-client`} label="Client" className="col-span-2 sm:col-span-1">
        <ClientPicker
          id={`${id}-client`}
          noneLabel="All clients"
          value={value.clientId}
          onChange={(clientId) => set({ clientId })}
        />
      </Filter>
      <Filter id={`${id}-from`} label="From">
        <Input
          id={`${id}-from`}
          type="date"
          value={value.from}
          max={value.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </Filter>
      <Filter id={`${id}-to`} label="To">
        <Input
          id={`${id}-to`}
          type="date"
          value={value.to}
          min={value.from || undefined}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? `${id}-dates` : undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
      </Filter>
      {reversed ? (
        <p id={`${id}-dates`} role="alert" className="col-span-2 text-sm text-destructive lg:col-span-5">
          {auditMessages.datesReversed}
        </p>
      ) : null}
    </div>
  );
}

function Filter({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
