import { Search } from 'lucide-react';
import { type TaskStatus, taskStatuses, taskStatusLabels } from '@/shared/domain/task-status';
import { ClientPicker } from '@/web/lib/clients/client-picker';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';

export type ManagerFilters = { search: string; status: TaskStatus | ''; clientId: string };

/** The chosen option as a status of the shared list; the 'All statuses' option is ''. */
function statusFilter(value: string): TaskStatus | '' {
  return taskStatuses.find((status) => status === value) ?? '';
}

type FiltersProps = {
  value: ManagerFilters;
  onChange: (value: ManagerFilters) => void;
};

/** SPEC §2 Tasks Manager: search, status filter and client filter (a search of the server's clients). */
export function TasksManagerFilters({ value, onChange }: FiltersProps) {
  return (
    <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_12rem_14rem]">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search tasks"
          placeholder="Search tasks..."
          className="pl-9"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
        />
      </div>
      <NativeSelect
        aria-label="Filter by status"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: statusFilter(event.target.value) })}
      >
        <option value="">All statuses</option>
        {taskStatuses.map((status) => (
          <option key={status} value={status}>
            {taskStatusLabels[status]}
          </option>
        ))}
      </NativeSelect>
      <ClientPicker
        aria-label="Filter by client"
        noneLabel="All clients"
        value={value.clientId}
        onChange={(clientId) => onChange({ ...value, clientId })}
      />
    </div>
  );
}
