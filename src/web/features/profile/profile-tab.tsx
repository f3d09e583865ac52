import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProfileDto } from '@/shared/contracts/accounts';
import { profileUpdateSchema } from '@/shared/contracts/profile';
import { clientAbilityRefusals } from '@/shared/domain/client-roles';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { useUpdateProfile } from './api/update-profile';
import { LogoUpload } from './logo-upload';
import { profileSaveFailure } from './save-failure';

const profileFormSchema = profileUpdateSchema.pick({
  firstName: true,
  lastName: true,
  companyName: true,
  website: true,
  phone: true,
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

/** A field the caller may not change reads as the email does: shaded, not editable. */
const readOnlyLook = (editable: boolean) => (editable ? undefined : 'bg-slate-50 text-slate-600');

/**
 * SPEC §2 Settings "Profile": names, email (read only), company, website, phone, logo or photo. The
 * company's fields and logo are the company's (issue 47): only whose role has `brand` changes them; the
 * others see them read only and save their own names alone.
 */
export function ProfileTab({
  profile,
  email,
  canEditCompany,
}: {
  profile: ProfileDto;
  email: string;
  canEditCompany: boolean;
}) {
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, z.output<typeof profileFormSchema>>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: profile.firstName ?? '',
      lastName: profile.lastName ?? '',
      companyName: profile.companyName ?? '',
      website: profile.website ?? '',
      phone: profile.phone ?? '',
    },
  });

  const onSubmit = handleSubmit(async (changes) => {
    try {
      const { firstName, lastName } = changes;
      const saved = await save.mutateAsync(canEditCompany ? changes : { firstName, lastName });
      reset({
        firstName: saved.firstName ?? '',
        lastName: saved.lastName ?? '',
        companyName: saved.companyName ?? '',
        website: saved.website ?? '',
        phone: saved.phone ?? '',
      });
      toast.success(messages.profile.updated);
    } catch (error) {
      toast.error(profileSaveFailure(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you and your company appear to our team.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {canEditCompany ? (
            <LogoUpload
              logoUrl={profile.logoUrl}
              title="Logo or photo"
              hint="JPG, PNG or SVG, up to 5MB. Shown in the top bar."
              shape="square"
            />
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="firstName" label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...register('firstName')} />
            </FormField>
            <FormField id="lastName" label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...register('lastName')} />
            </FormField>
            <FormField
              id="email"
              label="Email"
              hint="Your sign-in address. Ask the team if it needs to change."
              className="sm:col-span-2"
            >
              <Input type="email" value={email} readOnly className="bg-slate-50 text-slate-600" />
            </FormField>
            <FormField id="companyName" label="Company" error={errors.companyName?.message}>
              <Input
                autoComplete="organization"
                readOnly={!canEditCompany}
                className={readOnlyLook(canEditCompany)}
                {...register('companyName')}
              />
            </FormField>
            <FormField id="phone" label="Phone" error={errors.phone?.message}>
              <Input
                type="tel"
                autoComplete="tel"
                readOnly={!canEditCompany}
                className={readOnlyLook(canEditCompany)}
                {...register('phone')}
              />
            </FormField>
            <FormField
              id="website"
              label="Website"
              error={errors.website?.message}
              hint={canEditCompany ? undefined : clientAbilityRefusals.brand}
              className="sm:col-span-2"
            >
              <Input
                type="url"
                placeholder="https://yourcompany.com"
                autoComplete="url"
                readOnly={!canEditCompany}
                className={readOnlyLook(canEditCompany)}
                {...register('website')}
              />
            </FormField>
          </div>
        </CardContent>
        <CardFooter className="justify-end border-t pt-5 sm:pt-6">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
