// SPEC §4 "Referral status", §5 referral form and approval, §8 "Referrals" (quoted exactly), §9 reward.
// The field limits, the submission rate and the field messages are ours.

export const referralStatuses = ['pending', 'contacted', 'approved', 'rejected'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

export const referralStatusLabels: Record<ReferralStatus, string> = {
  pending: 'Pending',
  contacted: 'Contacted',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** SPEC §9: $200 per successful referral, paid manually; the approval's default earned amount. */
export const REFERRAL_REWARD = 200;
/** The largest amount one approval may record: far above any reward, well inside numeric(10, 2). */
export const REFERRAL_MAX_EARNED_AMOUNT = 100_000;

export const REFERRAL_NAME_MAX_LENGTH = 200;
export const REFERRAL_EMAIL_MAX_LENGTH = 254;
export const REFERRAL_COMPANY_MAX_LENGTH = 200;
export const REFERRAL_MESSAGE_MAX_LENGTH = 2000;
export const REFERRAL_NOTES_MAX_LENGTH = 2000;

/** Referrals one client may submit an hour: more than anyone refers by hand, few enough to stop a script. */
export const REFERRALS_PER_HOUR = 10;

/** Only pending referrals may be decided (SPEC §4: only they show Approve and Reject). */
export function isUndecided(status: ReferralStatus) {
  return status === 'pending';
}

export const referralMessages = {
  submitted: 'Referral submitted successfully!',
  submitFailed: 'Failed to submit referral. Please try again.',
  approved: 'Referral approved successfully!',
  rejected: 'Referral rejected successfully!',
  updateFailed: 'Failed to update referral. Please try again.',
  nameRequired: "Enter your contact's name",
  nameTooLong: `A name can be at most ${REFERRAL_NAME_MAX_LENGTH} characters.`,
  emailRequired: "Enter your contact's email address",
  emailInvalid: 'Enter a valid email address',
  companyTooLong: `A company name can be at most ${REFERRAL_COMPANY_MAX_LENGTH} characters.`,
  messageTooLong: `A message can be at most ${REFERRAL_MESSAGE_MAX_LENGTH} characters.`,
  notesTooLong: `Notes can be at most ${REFERRAL_NOTES_MAX_LENGTH} characters.`,
  amountInvalid: 'Enter the earned amount as a number, such as 200.',
  amountNegative: 'The earned amount cannot be negative.',
  amountTooLarge: `The earned amount can be at most $${REFERRAL_MAX_EARNED_AMOUNT.toLocaleString('en-US')}.`,
  reasonRequired: 'Give a reason for rejecting this referral.',
  rateLimited: `You can submit up to ${REFERRALS_PER_HOUR} referrals an hour. Please wait a while and try again.`,
  notFound: 'Referral not found',
  alreadyDecided: (status: ReferralStatus) =>
    `This referral has already been ${referralStatusLabels[status].toLowerCase()}.`,
  emptyOwn: 'No referrals yet',
  emptyAll: 'No referrals yet',
} as const;
