import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applicationInputSchema } from '@/shared/contracts/applications';
import { messages } from '@/shared/messages';
import { ApiError, errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { submitApplication } from '../api/submit-application';
import { type ApplicationField, applicationSteps, emptyApplication, stepOf } from './application-fields';

// Every answer but the honeypot, which the dialog reads straight from its hidden input.
const schema = applicationInputSchema.omit({ honeypot: true });
type Answers = z.input<typeof schema>;
type Application = z.output<typeof schema>;

const m = messages.applications;
const lastStep = applicationSteps.length - 1;

/** SPEC §5, §8: a missing required answer is toasted by name, and its step says what to do. */
const missingAnswer: Partial<Record<ApplicationField, { title: string; detail: string }>> = {
  businessName: { title: m.businessNameRequired, detail: m.businessNameHint },
  email: { title: m.emailRequired, detail: m.emailHint },
};

/** The application dialog's state: the step shown, what was typed, and the submission (SPEC §4, §5, §8). */
export function useApplicationForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [step, setStep] = useState(0);
  const form = useForm<Answers, unknown, Application>({
    resolver: zodResolver(schema),
    defaultValues: emptyApplication,
    // SPEC §5: answers are checked on submit only; the step in error focuses its own field.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const field = applicationSteps[step]?.field ?? 'businessName';

  /** One message at a time, on the step of the answer it is about. */
  const showError = (name: ApplicationField, message: string) => {
    form.clearErrors();
    form.setError(name, { message });
    setStep(stepOf(name));
  };

  const send = async (application: Application, honeypot: string) => {
    try {
      await submitApplication({ ...application, honeypot });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error(m.exception, { description: m.exceptionDetail });
        return;
      }
      // A refusal the server explained (a page opened at another address) is said; else SPEC's words.
      toast.error(m.failed, { description: errorMessage(error, m.failedDetail) });
      // What the applicant typed stays; an answer the server refused is shown on its own step.
      const [name, fieldMessages] = Object.entries(error.fields ?? {})[0] ?? [];
      if (name && name in emptyApplication)
        showError(name as ApplicationField, fieldMessages?.[0] ?? m.failedDetail);
      return;
    }
    toast.success(m.submitted, { description: m.submittedDetail });
    form.reset();
    setStep(0);
    onSubmitted();
  };

  /** The first answer in step order that the contract refuses, said as the server would say it. */
  const refuse = (errors: FieldErrors<Answers>) => {
    const first = applicationSteps.find((s) => errors[s.field]);
    if (!first) return;
    const message = errors[first.field]?.message ?? m.failedDetail;
    const missing = missingAnswer[first.field];
    if (missing && message === missing.title) {
      toast.error(missing.title, { description: missing.detail });
      showError(first.field, missing.detail);
      return;
    }
    toast.error(m.failed, { description: m.failedDetail });
    showError(first.field, message);
  };

  return {
    step,
    isLast: step === lastStep,
    submitting: form.formState.isSubmitting,
    /** The shown step's answer, its input's wiring and its error message. */
    value: form.watch(field) ?? '',
    input: form.register(field, { onChange: () => form.clearErrors(field) }),
    error: form.formState.errors[field]?.message,
    pick: (value: string) => {
      form.setValue(field, value);
      form.clearErrors(field);
    },
    next: () => setStep((s) => Math.min(lastStep, s + 1)),
    previous: () => setStep((s) => Math.max(0, s - 1)),
    submit: (honeypot: string) => form.handleSubmit((application) => send(application, honeypot), refuse)(),
  };
}
