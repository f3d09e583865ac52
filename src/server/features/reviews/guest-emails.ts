import { REVIEW_GUEST_CODE_MINUTES } from '../../../shared/domain/reviews';
import type { Email } from '../../mail/mailer';

/** The mail that carries a guest reviewer's link: who asked, for what, and that a code will follow. */
export function guestInviteEmail(invite: {
  to: string;
  guestName: string;
  inviterName: string;
  agencyName: string;
  reviewTitle: string;
  url: string;
  expiresAt: Date;
}): Email {
  return {
    to: invite.to,
    subject: `${invite.inviterName} asked for your review of “${invite.reviewTitle}”`,
    text: [
      `Hi ${invite.guestName},`,
      '',
      `${invite.inviterName} of ${invite.agencyName} asked for your review of “${invite.reviewTitle}”.`,
      'You can look at the work, comment on it and approve it or ask for changes, without an account.',
      '',
      'Open the review here:',
      invite.url,
      '',
      `The link is for you alone: when you open it, we send a code to this address to confirm it is you. It works until ${invite.expiresAt.toUTCString()}.`,
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}

/** The one-time code that confirms a guest's address in the browser they opened the link in. */
export function guestCodeEmail(mail: { to: string; code: string; reviewTitle: string }): Email {
  return {
    to: mail.to,
    subject: `Your code for “${mail.reviewTitle}”: ${mail.code}`,
    text: [
      'Hi,',
      '',
      `Your code to open the review “${mail.reviewTitle}” is:`,
      '',
      mail.code,
      '',
      `It works for ${REVIEW_GUEST_CODE_MINUTES} minutes. If you did not ask for it, someone may have your review link: you can ignore this email, and the link stays yours.`,
    ].join('\n'),
  };
}

/**
 * Tells a guest a new version waits for them. The mail carries no link: only the link's hash is kept, so
 * the guest opens the review from their invitation (staff can send a new one).
 */
export function guestNewVersionEmail(mail: {
  to: string;
  guestName: string;
  reviewTitle: string;
  number: number;
  note: string | null;
}): Email {
  return {
    to: mail.to,
    subject: `Version ${mail.number} of “${mail.reviewTitle}” is ready for your review`,
    text: [
      `Hi ${mail.guestName},`,
      '',
      `Version ${mail.number} of “${mail.reviewTitle}” is ready for your review.`,
      ...(mail.note ? ['', `What changed: ${mail.note}`] : []),
      '',
      'Open it with the link in your invitation email. If the link no longer works, ask the person who invited you to send it again.',
    ].join('\n'),
  };
}
