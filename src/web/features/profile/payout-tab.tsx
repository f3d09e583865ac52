import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ProfileDto } from '@/shared/contracts/accounts';
import { profileUpdateSchema } from '@/shared/contracts/profile';
import {
  type PayoutMethod,
  payoutAddressPlaceholders,
  payoutMethods,
} from '@/shared/domain/profile-settings';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import { useUpdateProfile } from './api/update-profile';
import { profileSaveFailure } from './save-failure';

// The select's empty choice is '' in the browser and null on the server.
const payoutFormSchema = profileUpdateSchema.pick({ payoutAddress: true, payoutNotes: true }).extend({
  payoutMethod: z
    .union([z.literal(''), profileUpdateSchema.shape.payoutMethod.unwrap().unwrap()])
    .transform((value) => value || null),
});
type PayoutFormInput = z.input<typeof payoutFormSchema>;

const valuesOf = (profile: ProfileDto): PayoutFormInput => ({
  payoutMethod: (profile.payoutMethod ?? '') as PayoutMethod | '',
  payoutAddress: profile.payoutAddress ?? '',
  payoutNotes: profile.payoutNotes ?? '',
});

/** SPEC §2 Settings "Payout Details": how referral rewards reach you; the address hint follows the method. */
export function PayoutTab({ profile }: { profile: ProfileDto }) {
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PayoutFormInput, unknown, z.output<typeof payoutFormSchema>>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: valuesOf(profile),
  });
  const method = watch('payoutMethod');

  const onSubmit = handleSubmit(async (changes) => {
    try {
      reset(valuesOf(await save.mutateAsync(changes)));
      toast.success(messages.profile.updated);
    } catch (error) {
      toast.error(profileSaveFailure(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Payout Details</CardTitle>
          <CardDescription>Where we send your referral rewards.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <FormField id="payoutMethod" label="Payout method" error={errors.payoutMethod?.message}>
            <NativeSelect {...register('payoutMethod')}>
              <option value="">Choose a method</option>
              {payoutMethods.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="payoutAddress" label="Payout address" error={errors.payoutAddress?.message}>
            <Input
              autoComplete="off"
              placeholder={method ? payoutAddressPlaceholders[method] : 'Choose a method first'}
              {...register('payoutAddress')}
            />
          </FormField>
          <FormField
            id="payoutNotes"
            label="Notes"
            hint="Anything we should know, such as the account holder's name."
            error={errors.payoutNotes?.message}
            className="sm:col-span-2"
          >
            <Textarea {...register('payoutNotes')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end border-t pt-5 sm:pt-6">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {isSubmitting ? 'Saving...' : 'Save Payout Details'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
