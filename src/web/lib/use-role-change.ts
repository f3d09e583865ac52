import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/**
 * A team row's role picker: `change(next)` sends the new role and says how it went. While the change is on
 * its way `role` shows the one chosen; a refusal puts the old one back, with the server's reason (or `failed`).
 */
export function useRoleChange<Role extends string>({
  mutation,
  userId,
  current,
  done,
  failed,
}: {
  mutation: UseMutationResult<unknown, Error, { userId: string; role: Role }>;
  userId: string;
  current: Role;
  done: (next: Role) => string;
  failed: string;
}) {
  const change = async (next: Role) => {
    try {
      await mutation.mutateAsync({ userId, role: next });
      toast.success(done(next));
    } catch (error) {
      toast.error(errorMessage(error, failed));
    }
  };
  return {
    role: mutation.isPending && mutation.variables ? mutation.variables.role : current,
    pending: mutation.isPending,
    change: (next: Role) => void change(next),
  };
}
