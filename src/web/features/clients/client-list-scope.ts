import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// Decision 043: an account manager's client lists hold only the clients assigned to them; an admin may
// narrow the Client List to their own the same way ('My clients').

export const noAssignedClients = 'No clients are assigned to you yet';

export type ClientScope = 'all' | 'mine';

export const clientScopeOptions = [
  { value: 'all', label: 'All clients' },
  { value: 'mine', label: 'My clients' },
] as const satisfies readonly { value: ClientScope; label: string }[];

/**
 * The admin's 'All clients' / 'My clients' choice, kept in the address (`?mine=true`) so a reload or a
 * shared link keeps it. Choosing one replaces the history entry rather than adding one.
 */
export function useClientScope(): [ClientScope, (scope: ClientScope) => void] {
  const [params, setParams] = useSearchParams();
  const scope: ClientScope = params.get('mine') === 'true' ? 'mine' : 'all';
  const setScope = useCallback(
    (next: ClientScope) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'mine') updated.set('mine', 'true');
          else updated.delete('mine');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [scope, setScope];
}
