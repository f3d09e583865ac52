import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recoveryCodesSchema } from '@/shared/contracts/two-factor';
import { api } from '@/web/lib/api-client';

/** Ten new recovery codes for the password; the old ones stop working. */
export function useMakeRecoveryCodes() {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      api.post<z.infer<typeof recoveryCodesSchema>>('/api/auth/two-factor/generate-backup-codes', body),
  });
}
