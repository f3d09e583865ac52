import { Search } from 'lucide-react';
import { Input } from '@/web/ui/input';

/** SPEC §2: the 'Search clients...' box of the Client List and of Settings → Client Management. */
export function ClientSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="Search clients"
        placeholder="Search clients..."
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="pl-9"
      />
    </div>
  );
}
