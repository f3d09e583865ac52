import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoveryCodesSchema } from '@/shared/contracts/two-factor';
import { api } from '@/web/lib/api-client';

/** Ten new recovery codes for the password and a code; the old ones stop working. */
export function useMakeRecoveryCodes() {
  return useMutation({
    // The password it was sent and the secrets it answered leave memory with the dialog.
    gcTime: 0,
    mutationFn: (body: { password: string; code: string }) =>
      api.post<z.infer<typeof recoveryCodesSchema>>('/api/auth/two-factor/generate-backup-codes', body),
  });
}
