import { useState } from 'react';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

/**
 * Delete-after-confirming for a list's rows: `ask(row)` opens the dialog, `confirm()` deletes the row the
 * dialog names and says so; a failure keeps the dialog open with the server's reason (or `failed`).
 */
export function useConfirmedDelete<Row extends { id: string }>({
  remove,
  done,
  failed,
}: {
  remove: (id: string) => Promise<unknown>;
  done: string;
  failed: string;
}) {
  const [pending, setPending] = useState<Row | null>(null);
  const confirm = async () => {
    if (!pending) return;
    try {
      await remove(pending.id);
      toast.success(done);
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(error, failed));
    }
  };
  return {
    /** The row the dialog asks about, or null while it is closed. */
    pending,
    ask: (row: Row) => setPending(row),
    /** For the dialog's onOpenChange: closing forgets the row. */
    onOpenChange: (open: boolean) => (open ? undefined : setPending(null)),
    confirm,
  };
}
