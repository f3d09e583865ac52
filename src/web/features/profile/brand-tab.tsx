import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ProfileDto } from '@/shared/contracts/accounts';
import { profileUpdateSchema } from '@/shared/contracts/profile';
import { defaultBrandColors, RECOMMENDED_LOGO_SIZE } from '@/shared/domain/profile-settings';
import { messages } from '@/shared/messages';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Textarea } from '@/web/ui/textarea';
import { useUpdateProfile } from './api/update-profile';
import { ColorField } from './color-field';
import { LogoUpload } from './logo-upload';
import { profileSaveFailure } from './save-failure';

const brandFormSchema = profileUpdateSchema
  .pick({ primaryColor: true, secondaryColor: true, accentColor: true, brandGuidelines: true })
  .required({ primaryColor: true, secondaryColor: true, accentColor: true });
type BrandFormInput = z.input<typeof brandFormSchema>;

const colors = [
  { name: 'primaryColor', label: 'Primary colour' },
  { name: 'secondaryColor', label: 'Secondary colour' },
  { name: 'accentColor', label: 'Accent colour' },
] as const;

const valuesOf = (profile: ProfileDto): BrandFormInput => ({
  primaryColor: profile.primaryColor,
  secondaryColor: profile.secondaryColor,
  accentColor: profile.accentColor,
  brandGuidelines: profile.brandGuidelines ?? '',
});

/** SPEC §2 Settings "Brand Assets": logo (500x200px recommended), three colours and brand guidelines. */
export function BrandTab({ profile }: { profile: ProfileDto }) {
  const save = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<BrandFormInput, unknown, z.output<typeof brandFormSchema>>({
    resolver: zodResolver(brandFormSchema),
    defaultValues: valuesOf(profile),
  });
  const current = watch();

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
          <CardTitle>Brand Assets</CardTitle>
          <CardDescription>Your logo and colours, so our work for you looks like you.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <LogoUpload
            logoUrl={profile.logoUrl}
            title="Logo"
            hint={`JPG, PNG or SVG, up to 5MB. Recommended size ${RECOMMENDED_LOGO_SIZE}.`}
            shape="wide"
          />
          <div className="grid gap-5 sm:grid-cols-3">
            {colors.map((color) => (
              <ColorField
                key={color.name}
                id={color.name}
                label={color.label}
                value={current[color.name] ?? ''}
                fallback={defaultBrandColors[color.name]}
                error={errors[color.name]?.message}
                field={register(color.name)}
                onPick={(value) => setValue(color.name, value, { shouldDirty: true, shouldValidate: true })}
              />
            ))}
          </div>
          <div
            aria-hidden
            className="flex h-12 overflow-hidden rounded-lg border"
            title="Your colours side by side"
          >
            {colors.map((color) => (
              <div
                key={color.name}
                className="flex-1"
                style={{
                  backgroundColor: /^#[0-9a-f]{6}$/i.test(current[color.name] ?? '')
                    ? current[color.name]
                    : defaultBrandColors[color.name],
                }}
              />
            ))}
          </div>
          <FormField
            id="brandGuidelines"
            label="Brand guidelines"
            hint="Tone of voice, fonts, do's and don'ts, or a link to your brand book."
            error={errors.brandGuidelines?.message}
          >
            <Textarea rows={5} {...register('brandGuidelines')} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end border-t pt-5 sm:pt-6">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            {isSubmitting ? 'Saving...' : 'Save Brand Assets'}
          </Button>
        </CardFooter>
      </Card>
    </form>
  );
}
