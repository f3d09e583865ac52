import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type SubmitReferral, submitReferralSchema } from '@/shared/contracts/referrals';
import { referralMessages } from '@/shared/domain/referrals';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { useSubmitReferral } from './api/submit-referral';

type ReferralFormValues = z.input<typeof submitReferralSchema>;

const emptyForm: ReferralFormValues = {
  referredName: '',
  referredEmail: '',
  referredCompany: '',
  message: '',
};

/** SPEC §5 referral form: contact name and a valid email required, company and message optional. */
export function ReferralForm() {
  const submitReferral = useSubmitReferral();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReferralFormValues, unknown, SubmitReferral>({
    resolver: zodResolver(submitReferralSchema),
    defaultValues: emptyForm,
  });

  const submit = handleSubmit((referral) =>
    submitReferral.mutate(referral, {
      onSuccess: () => {
        toast.success(referralMessages.submitted);
        reset(emptyForm);
      },
      onError: (error) =>
        toast.error(referralMessages.submitFailed, {
          description: errorMessage(error, '') || undefined,
        }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Refer a business">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="referral-name"
          label="Contact name"
          mark="required"
          error={errors.referredName?.message}
        >
          <Input autoComplete="off" placeholder="Jordan Lee" {...register('referredName')} />
        </FormField>
        <FormField
          id="referral-email"
          label="Contact email"
          mark="required"
          error={errors.referredEmail?.message}
        >
          <Input
            type="email"
            autoComplete="off"
            placeholder="jordan@company.com"
            {...register('referredEmail')}
          />
        </FormField>
      </div>
      <FormField
        id="referral-company"
        label="Company"
        mark="optional"
        error={errors.referredCompany?.message}
      >
        <Input autoComplete="off" placeholder="Company name" {...register('referredCompany')} />
      </FormField>
      <FormField
        id="referral-message"
        label="Message"
        mark="optional"
        hint="What they do and how we could help them."
        error={errors.message?.message}
      >
        <Textarea rows={3} {...register('message')} />
      </FormField>
      <div>
        <Button type="submit" disabled={submitReferral.isPending} className="w-full sm:w-auto">
          <Send aria-hidden />
          {submitReferral.isPending ? 'Submitting…' : 'Submit Referral'}
        </Button>
      </div>
    </form>
  );
}
