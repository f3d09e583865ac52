import { z } from 'zod';
import {
  REFERRAL_COMPANY_MAX_LENGTH,
  REFERRAL_EMAIL_MAX_LENGTH,
  REFERRAL_MAX_EARNED_AMOUNT,
  REFERRAL_MESSAGE_MAX_LENGTH,
  REFERRAL_NAME_MAX_LENGTH,
  REFERRAL_NOTES_MAX_LENGTH,
  REFERRAL_REWARD,
  referralMessages,
  referralStatuses,
} from '../domain/referrals';
import { optionalDisplayText, requiredDisplayText } from './display-text';

// The referrals API contract (SPEC §3 referrals). Amounts are dollars; dates ISO 8601 strings.

export const referralStatusSchema = z.enum(referralStatuses);

/** A referral as its referrer sees it: the admin's notes and who decided stay with the team. */
export const referralSchema = z
  .object({
    id: z.string(),
    referredName: z.string(),
    referredEmail: z.string(),
    referredCompany: z.string().nullable(),
    message: z.string().nullable(),
    status: referralStatusSchema,
    /** Set when approved: what the referrer earned. */
    earnedAmount: z.number().nullable(),
    approvedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Referral' });

export const ownReferralListSchema = z
  .object({
    /** Newest first. */
    referrals: z.array(referralSchema),
    /** Approved referrals only (SPEC §4). */
    approvedCount: z.number().int(),
    /** The sum of earned_amount over approved referrals only (SPEC §9). */
    totalEarned: z.number(),
  })
  .meta({ id: 'OwnReferralList' });

export const adminReferralSchema = referralSchema
  .extend({
    /** Who referred, as recorded from their session when they submitted. */
    referrer: z.object({
      id: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      companyName: z.string().nullable(),
    }),
    /** The referrer's payout details from their profile (SPEC §7), for paying the reward by hand. */
    payout: z.object({
      method: z.string().nullable(),
      address: z.string().nullable(),
      notes: z.string().nullable(),
    }),
    adminNotes: z.string().nullable(),
    approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'AdminReferral' });

/** How many referrals one page of Referrals Management holds. */
export const ADMIN_REFERRALS_PAGE_SIZE = 30;

export const adminReferralListSchema = z
  .object({
    /** One page, newest first. */
    referrals: z.array(adminReferralSchema),
    /** The summary cards: over every referral, not only this page's. */
    summary: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      approved: z.number().int(),
      totalEarned: z.number(),
    }),
    /** Pass as `before` for the next, older page; null when this page is the last. */
    olderCursor: z.string().nullable(),
  })
  .meta({ id: 'AdminReferralList' });

export const adminReferralQuerySchema = z.object({
  /** A referral id: the page holds the referrals submitted before it. Without it, the newest page. */
  before: z.uuid().optional(),
});

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** SPEC §5 referral form. The referrer is always the session's user: any such field sent is ignored. */
export const submitReferralSchema = z
  .object({
    referredName: requiredDisplayText(
      REFERRAL_NAME_MAX_LENGTH,
      referralMessages.nameRequired,
      referralMessages.nameTooLong,
    ),
    referredEmail: z
      .string({ error: referralMessages.emailRequired })
      .trim()
      .min(1, referralMessages.emailRequired)
      .max(REFERRAL_EMAIL_MAX_LENGTH, referralMessages.emailInvalid)
      .pipe(z.email(referralMessages.emailInvalid)),
    referredCompany: optionalDisplayText(REFERRAL_COMPANY_MAX_LENGTH, referralMessages.companyTooLong),
    message: optionalText(REFERRAL_MESSAGE_MAX_LENGTH, referralMessages.messageTooLong),
  })
  .meta({ id: 'SubmitReferral' });

/** SPEC §5 referral approval: a numeric earned amount, default 200, and optional notes. */
export const approveReferralSchema = z
  .object({
    earnedAmount: z
      .number({ error: referralMessages.amountInvalid })
      .min(0, referralMessages.amountNegative)
      .max(REFERRAL_MAX_EARNED_AMOUNT, referralMessages.amountTooLarge)
      .default(REFERRAL_REWARD),
    adminNotes: optionalText(REFERRAL_NOTES_MAX_LENGTH, referralMessages.notesTooLong),
  })
  .meta({ id: 'ApproveReferral' });

/** SPEC §4: a rejection records admin_notes as the reason. */
export const rejectReferralSchema = z
  .object({
    adminNotes: z
      .string({ error: referralMessages.reasonRequired })
      .trim()
      .min(1, referralMessages.reasonRequired)
      .max(REFERRAL_NOTES_MAX_LENGTH, referralMessages.notesTooLong),
  })
  .meta({ id: 'RejectReferral' });

export const referralParamsSchema = z.object({ referralId: z.uuid(referralMessages.notFound) });

export type Referral = z.infer<typeof referralSchema>;
export type OwnReferralList = z.infer<typeof ownReferralListSchema>;
export type AdminReferral = z.infer<typeof adminReferralSchema>;
export type AdminReferralList = z.infer<typeof adminReferralListSchema>;
export type SubmitReferral = z.infer<typeof submitReferralSchema>;
export type ApproveReferral = z.infer<typeof approveReferralSchema>;
export type RejectReferral = z.infer<typeof rejectReferralSchema>;
