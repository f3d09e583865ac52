import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  type ClaimPurchase,
  type ClaimPurchaseInput,
  claimPurchaseSchema,
} from '@/shared/contracts/purchases';
import { messages } from '@/shared/messages';
import { errorMessage } from '@/web/lib/api-client';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field-error';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { PasswordInput } from '@/web/ui/password-input';
import { useClaimPurchase } from './api/claim-purchase';

type Field = FieldPath<ClaimPurchaseInput>;

/** SPEC §9 onboarding redirect delay: long enough to read the success toast. */
const REDIRECT_DELAY_MS = 2_000;

type Props = { sessionId: string; customerEmail: string | null };

export function PurchaseOnboardingForm({ sessionId, customerEmail }: Props) {
  const navigate = useNavigate();
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
    try {
      await claim.mutateAsync({ sessionId, ...values });
    } catch (error) {
      // The server's (or auth library's) explanation when it gave one.
      toast.error(errorMessage(error, messages.common.unexpected));
      return;
    }
    toast.success(messages.purchase.created);
    // SPEC §8: on to the dashboard after 2 seconds; its guard sends an unverified account to /login.
    setTimeout(() => navigate('/dashboard', { replace: true }), REDIRECT_DELAY_MS);
  });

  const field = (name: Field) => ({
    id: `purchase-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `purchase-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <Row label="Email" name="email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...field('email')}
          {...register('email')}
        />
      </Row>
      <Row label="Company" name="companyName" error={errors.companyName?.message}>
        <Input autoComplete="organization" {...field('companyName')} {...register('companyName')} />
      </Row>
      <Row label="Contact person" name="contactPerson" error={errors.contactPerson?.message}>
        <Input
          autoComplete="name"
          placeholder="Your full name"
          {...field('contactPerson')}
          {...register('contactPerson')}
        />
      </Row>
      <Row label="Password" name="password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          placeholder="At least 6 characters"
          {...field('password')}
          {...register('password')}
        />
      </Row>
      <Row label="Confirm password" name="confirmPassword" error={errors.confirmPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...field('confirmPassword')}
          {...register('confirmPassword')}
        />
      </Row>
      <Button type="submit" size="lg" disabled={isSubmitting || claim.isSuccess} className="mt-1 w-full">
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function Row({
  label,
  name,
  error,
  children,
}: {
  label: string;
  name: Field;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`purchase-${name}`}>{label}</Label>
      {children}
      <FieldError id={`purchase-${name}-error`} message={error} />
    </div>
  );
}
