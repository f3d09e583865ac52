import { z } from 'zod';
import { messages } from '../messages';
import { optionalText, requiredText } from './signup-fields';

// SPEC §3 client_onboarding and §5 "Client onboarding form". Dates are ISO 8601 strings.

export const onboardingStages = ['mvp', 'launch-ready', 'post-launch', 'scaling', 'other'] as const;
export type OnboardingStage = (typeof onboardingStages)[number];

export const onboardingStageLabels: Record<OnboardingStage, string> = {
  mvp: 'MVP',
  'launch-ready': 'Launch-ready',
  'post-launch': 'Post-launch',
  scaling: 'Scaling',
  other: 'Other',
};

const LONG_TEXT = 5000;

/** website_link is a URL (SPEC §5); only web addresses, since admins open it as a link. */
const optionalUrl = optionalText(2000).refine(
  (value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  },
  { message: messages.onboarding.urlInvalid },
);

export const onboardingInputSchema = z
  .object({
    productDescription: requiredText(LONG_TEXT, messages.onboarding.required),
    problemSolved: requiredText(LONG_TEXT, messages.onboarding.required),
    idealCustomer: requiredText(LONG_TEXT, messages.onboarding.required),
    currentStage: z.enum(onboardingStages, { error: messages.onboarding.stageRequired }),
    metricsTraction: optionalText(LONG_TEXT),
    socialLinks: optionalText(LONG_TEXT),
    emailTool: optionalText(200),
    emailToolAccess: optionalText(LONG_TEXT),
    websiteLink: optionalUrl,
    priorContentUploads: optionalText(LONG_TEXT),
  })
  .meta({ id: 'OnboardingInput' });

export const onboardingSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    productDescription: z.string(),
    problemSolved: z.string(),
    idealCustomer: z.string(),
    currentStage: z.enum(onboardingStages),
    metricsTraction: z.string().nullable(),
    socialLinks: z.string().nullable(),
    emailTool: z.string().nullable(),
    emailToolAccess: z.string().nullable(),
    websiteLink: z.string().nullable(),
    priorContentUploads: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Onboarding' });

/** The saved answers, or null while the client has not completed onboarding. */
export const onboardingStateSchema = z
  .object({ onboarding: onboardingSchema.nullable() })
  .meta({ id: 'OnboardingState' });

/**
 * What an admin sees of a client's onboarding: the answers (null until the questionnaire is saved) and
 * whether the client has finished the welcome modal, a separate step (decision 034).
 */
export const clientOnboardingStateSchema = onboardingStateSchema
  .extend({ welcomeFlowCompleted: z.boolean() })
  .meta({ id: 'ClientOnboardingState' });

export const onboardingClientParamsSchema = z.object({ clientId: z.string().min(1).max(100) });

export const welcomeCompletedSchema = z
  .object({ welcomeFlowCompleted: z.literal(true) })
  .meta({ id: 'WelcomeCompleted' });

export type OnboardingInput = z.input<typeof onboardingInputSchema>;
export type OnboardingAnswers = z.output<typeof onboardingInputSchema>;
export type Onboarding = z.infer<typeof onboardingSchema>;
export type OnboardingState = z.infer<typeof onboardingStateSchema>;
export type ClientOnboardingState = z.infer<typeof clientOnboardingStateSchema>;
