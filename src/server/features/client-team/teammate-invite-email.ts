import { type ClientRole, clientRoleLabels } from '../../../shared/domain/client-roles';
import type { Email } from '../../mail/mailer';

/** The mail that carries a teammate's invitation: who invited them, to which company, and the link. */
export function teammateInviteEmail(invite: {
  to: string;
  inviterName: string;
  companyName: string | null;
  role: ClientRole;
  url: string;
  expiresAt: Date;
}): Email {
  const company = invite.companyName ?? 'their company';
  return {
    to: invite.to,
    subject: `${invite.inviterName} invited you to ${company} on Agency Portal`,
    text: [
      'Hi,',
      '',
      `${invite.inviterName} invited you to join ${company} on Agency Portal as ${clientRoleLabels[invite.role].toLowerCase()}.`,
      "There you can follow the agency's work with your team: tasks, updates, chat, reports and files.",
      '',
      'Create your login here:',
      invite.url,
      '',
      `The link works once and until ${invite.expiresAt.toUTCString()}.`,
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}
