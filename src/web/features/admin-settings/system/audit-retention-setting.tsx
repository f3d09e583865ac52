import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, ScrollText } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  type AgencySettings,
  type AuditRetention,
  auditRetentionSchema,
} from '@/shared/contracts/agency-settings';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS, auditMessages } from '@/shared/domain/audit';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useSaveAgencySettings } from '../api/save-agency-settings';

/** How many days the audit log keeps its events (decision 046): a number, saved with its button. */
export function AuditRetentionSetting({ settings }: { settings: AgencySettings }) {
  const save = useSaveAgencySettings();
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
    reset,
  } = useForm<AuditRetention>({
    resolver: zodResolver(auditRetentionSchema),
    values: { auditRetentionDays: settings.auditRetentionDays },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset(values);
      toast.success(auditMessages.retentionSaved);
    } catch (error) {
      toast.error(errorMessage(error, auditMessages.retentionSaveFailed));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScrollText className="size-4 text-primary" aria-hidden />
          {auditMessages.retentionLabel}
        </CardTitle>
        <CardDescription>{auditMessages.retentionHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
          <FormField
            id={`${id}-days`}
            label="Keep events for (days)"
            error={errors.auditRetentionDays?.message}
            className="w-full sm:w-56"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={AUDIT_RETENTION_MIN_DAYS}
              max={AUDIT_RETENTION_MAX_DAYS}
              step={1}
              {...register('auditRetentionDays', { valueAsNumber: true })}
            />
          </FormField>
          <Button type="submit" disabled={save.isPending || !isDirty} className="mb-px">
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
