import { z } from 'zod';
import { messages } from '../messages';
import { requiredDisplayText } from './display-text';

// SPEC §3 application_submissions: two required fields, six optional free-text ones stored as null when empty.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const applicationInputSchema = z
  .object({
    businessName: requiredDisplayText(
      200,
      messages.applications.businessNameRequired,
      'Please keep the business name under 200 characters',
    ),
    email: z
      .string({ error: messages.applications.emailRequired })
      .trim()
      .min(1, messages.applications.emailRequired)
      .max(254, messages.applications.emailInvalid)
      .pipe(z.email(messages.applications.emailInvalid)),
    phone: optionalText(50),
    socialProfiles: optionalText(1000),
    website: optionalText(500),
    monthlyRevenue: optionalText(200),
    marketingBudget: optionalText(200),
    hearAboutUs: optionalText(1000),
    /**
     * Honeypot: hidden from people, so only bots fill it. The form's input is named `hp`, a name no
     * browser or password manager autofills (one called e.g. `nickname` could be, dropping a person).
     */
    honeypot: z.string().max(1000).optional(),
  })
  .meta({ id: 'ApplicationInput' });

export type ApplicationInput = z.input<typeof applicationInputSchema>;

export const applicationReceivedSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'ApplicationReceived' });

export const applicationSchema = z
  .object({
    id: z.string(),
    businessName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    socialProfiles: z.string().nullable(),
    website: z.string().nullable(),
    monthlyRevenue: z.string().nullable(),
    marketingBudget: z.string().nullable(),
    hearAboutUs: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Application' });

export type ApplicationDto = z.infer<typeof applicationSchema>;

/** Applications on one page of the admin's list; 'Show more applications' loads the next. */
export const APPLICATIONS_PAGE_SIZE = 50;

export const applicationListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  /** An application id: the page holds the applications sent before it. Without it, the newest page. */
  before: z.uuid().optional(),
});

export const applicationListSchema = z
  .object({
    items: z.array(applicationSchema),
    /** How many applications match the search in all. */
    total: z.number().int(),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'ApplicationList' });

export type ApplicationList = z.infer<typeof applicationListSchema>;
