import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@/shared/messages';
import { ApiError, api } from '@/web/lib/api-client';
import {
  type ApplicationField,
  type ApplicationValues,
  applicationSteps,
  emptyApplication,
  stepOf,
} from './application-fields';

type FieldErrors = Partial<Record<ApplicationField, string>>;
const m = messages.applications;
const lastStep = applicationSteps.length - 1;

/** SPEC §5: business name and email are checked only on submit, after trimming. */
function requiredMissing(values: ApplicationValues) {
  if (!values.businessName.trim())
    return { field: 'businessName', title: m.businessNameRequired, detail: m.businessNameHint } as const;
  if (!values.email.trim()) return { field: 'email', title: m.emailRequired, detail: m.emailHint } as const;
  return undefined;
}

/** The application dialog's state: the step shown, what was typed, and the submission (SPEC §4, §5, §8). */
export function useApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [step, setStep] = useState(0);
  const [values, setValues] = useState(emptyApplication);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const showError = (field: ApplicationField, message: string) => {
    setErrors({ [field]: message });
    setStep(stepOf(field));
  };

  async function submit(honeypot: string) {
    const missing = requiredMissing(values);
    if (missing) {
      toast.error(missing.title, { description: missing.detail });
      showError(missing.field, missing.detail);
      return;
    }
    setSubmitting(true);
    try {
      // Trimming and turning empty optional answers into null is the contract's job, on the server.
      await api.post('/api/applications', { ...values, honeypot });
      toast.success(m.submitted, { description: m.submittedDetail });
      setValues(emptyApplication);
      setErrors({});
      setStep(0);
      onSubmitted();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(m.exception, { description: m.exceptionDetail });
        return;
      }
      toast.error(m.failed, { description: m.failedDetail });
      // What the applicant typed stays; a field the server refused is shown on its own step.
      const [field, fieldMessages] = Object.entries(error.fields ?? {})[0] ?? [];
      if (field && field in emptyApplication)
        showError(field as ApplicationField, fieldMessages?.[0] ?? m.failedDetail);
    } finally {
      setSubmitting(false);
    }
  }

  return {
    step,
    values,
    errors,
    submitting,
    isLast: step === lastStep,
    setValue: (field: ApplicationField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    next: () => setStep((s) => Math.min(lastStep, s + 1)),
    previous: () => setStep((s) => Math.max(0, s - 1)),
    submit,
  };
}
