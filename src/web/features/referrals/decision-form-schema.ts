import { z } from 'zod';
import { approveReferralSchema } from '@/shared/contracts/referrals';
import { REFERRAL_REWARD, referralMessages } from '@/shared/domain/referrals';

/**
 * The approval contract as the dialog fills it: a number input gives text, so it is read as a number and
 * then checked by the contract's own rule (and messages). Notes are the contract's.
 */
export const approveFormSchema = approveReferralSchema.extend({
  earnedAmount: z
    .string()
    .trim()
    .min(1, referralMessages.amountInvalid)
    .transform(Number)
    .pipe(approveReferralSchema.shape.earnedAmount.unwrap()),
});

export type ApproveFormValues = z.input<typeof approveFormSchema>;
export type ApproveFormOutput = z.output<typeof approveFormSchema>;

export const emptyApproveForm = { earnedAmount: String(REFERRAL_REWARD), adminNotes: '' } as const;
