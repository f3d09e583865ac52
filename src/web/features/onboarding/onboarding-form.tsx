import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import {
  type OnboardingAnswers,
  type OnboardingInput,
  onboardingInputSchema,
} from '@/shared/contracts/onboarding';
import { messages } from '@/shared/messages';
import { ApiError } from '@/web/lib/api-client';
import { useAuth } from '@/web/lib/auth/auth-provider';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { Input } from '@/web/ui/input';
import { Textarea } from '@/web/ui/textarea';
import { useSaveOnboarding } from './api/save-onboarding';
import { dropDraft, keepDraft, readDraft } from './onboarding-draft';
import { saveFailureMessage } from './save-failure-message';
import { StageSelect } from './stage-select';

type Field = FieldPath<OnboardingInput>;
type Question = { name: Field; label: string; hint?: string; required?: boolean };

const aboutProduct: Question[] = [
  { name: 'productDescription', label: 'What does your product do?', required: true },
  { name: 'problemSolved', label: 'What problem does it solve?', required: true },
  { name: 'idealCustomer', label: 'Who is your ideal customer?', required: true },
];

const aboutGrowth: Question[] = [
  { name: 'metricsTraction', label: 'Metrics and traction', hint: 'Users, revenue, waitlist, growth rate…' },
  { name: 'socialLinks', label: 'Social media links', hint: 'One per line' },
  {
    name: 'priorContentUploads',
    label: 'Content you have already made',
    hint: 'Links to posts, videos, decks…',
  },
];

const blank: OnboardingInput = {
  productDescription: '',
  problemSolved: '',
  idealCustomer: '',
  currentStage: '' as OnboardingInput['currentStage'],
  metricsTraction: '',
  socialLinks: '',
  emailTool: '',
  emailToolAccess: '',
  websiteLink: '',
  priorContentUploads: '',
};

/** The founder questionnaire (SPEC §5 "Client onboarding form"); saved once. */
export function OnboardingForm() {
  const save = useSaveOnboarding();
  const userId = useAuth().user?.id;
  const [initialAnswers] = useState(() => readDraft(userId, blank));
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingInput, unknown, OnboardingAnswers>({
    resolver: zodResolver(onboardingInputSchema),
    defaultValues: initialAnswers,
  });

  // On failure the form keeps its values: nothing here resets it.
  const onSubmit = handleSubmit(async (answers) => {
    try {
      await save.mutateAsync(answers);
    } catch (error) {
      if (userId && error instanceof ApiError && error.status === 401) keepDraft(userId, getValues());
      toast.error(saveFailureMessage(error));
      return;
    }
    dropDraft(userId);
    toast.success(messages.onboarding.completed);
  });

  const text = (q: Question) => (
    <FormField
      key={q.name}
      id={q.name}
      label={q.label}
      hint={q.hint}
      mark={q.required ? 'required' : 'optional'}
      error={errors[q.name]?.message}
    >
      <Textarea className="min-h-20" {...register(q.name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-3xl flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Your product</CardTitle>
          <CardDescription>The basics we need to plan your launch.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {aboutProduct.map(text)}
          <FormField
            id="currentStage"
            label="Current stage"
            mark="required"
            error={errors.currentStage?.message}
          >
            <StageSelect {...register('currentStage')} />
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Growth and channels</CardTitle>
          <CardDescription>Optional, but the more we know, the sharper your strategy audit.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <FormField
            id="websiteLink"
            label="Website"
            hint="Starts with https://"
            mark="optional"
            error={errors.websiteLink?.message}
          >
            <Input type="url" placeholder="https://yourproduct.com" {...register('websiteLink')} />
          </FormField>
          {aboutGrowth.map(text)}
          <FormField
            id="emailTool"
            label="Email tool"
            hint="Mailchimp, ConvertKit, Klaviyo…"
            mark="optional"
            error={errors.emailTool?.message}
          >
            <Input {...register('emailTool')} />
          </FormField>
          {text({
            name: 'emailToolAccess',
            label: 'Email tool access',
            hint: 'How we can get collaborator access',
          })}
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {isSubmitting ? 'Saving...' : 'Complete Onboarding'}
        </Button>
      </div>
    </form>
  );
}
