import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  type ClaimPurchase,
  type ClaimPurchaseInput,
  claimPurchaseSchema,
  type PurchaseClaimed,
} from '@/shared/contracts/purchases';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { PasswordInput } from '@/web/ui/password-input';
import { useClaimPurchase } from './api/claim-purchase';

type Props = {
  sessionId: string;
  customerEmail: string | null;
  /** The account exists: the page says what comes next. */
  onCreated: (claimed: PurchaseClaimed) => void;
};

export function PurchaseOnboardingForm({ sessionId, customerEmail, onCreated }: Props) {
  const claim = useClaimPurchase();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ClaimPurchaseInput, unknown, ClaimPurchase>({
    resolver: zodResolver(claimPurchaseSchema),
    defaultValues: {
      email: customerEmail ?? '',
      companyName: '',
      contactPerson: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    let claimed: PurchaseClaimed;
    try {
      claimed = await claim.mutateAsync({ sessionId, ...values });
    } catch (error) {
      // The server's (or auth library's) explanation when it gave one.
      toast.error(errorMessage(error, messages.common.unexpected));
      return;
    }
    toast.success(messages.purchase.created);
    // Not SPEC §8's move to /dashboard after 2 seconds: an unverified account cannot be signed in, so the
    // dashboard's guard would leave the buyer at a bare sign-in form (decision 003).
    onCreated(claimed);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="purchase-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...register('email')} />
      </FormField>
      <FormField id="purchase-companyName" label="Company" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register('companyName')} />
      </FormField>
      <FormField id="purchase-contactPerson" label="Contact person" error={errors.contactPerson?.message}>
        <Input autoComplete="name" placeholder="Your full name" {...register('contactPerson')} />
      </FormField>
      <FormField id="purchase-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...register('password')}
        />
      </FormField>
      <FormField
        id="purchase-confirmPassword"
        label="Confirm password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" disabled={isSubmitting || claim.isSuccess} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
