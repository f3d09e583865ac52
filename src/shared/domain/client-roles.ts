// Issue 47: the people of one client company and what each may do. The server enforces this table
// (`requireClientAbility`) and the portal reads it to show or hide what a person cannot use.

export const clientRoles = ['owner', 'billing', 'member'] as const;
export type ClientRole = (typeof clientRoles)[number];

/**
 * What a client company's people do, grouped as the roles grant it: `work` is the company's shared work
 * (tasks, updates, chat, reports and files, reviews, referrals, onboarding); `billing` the plan, invoices
 * and payment; `payout` the referral payout details; `brand` the company's profile and brand assets;
 * `members` inviting, removing and setting the roles of teammates; `export` downloading everything the
 * company has in the portal as one zip (decision 048).
 */
export const clientAbilities = ['work', 'billing', 'payout', 'brand', 'members', 'export'] as const;
export type ClientAbility = (typeof clientAbilities)[number];

export const clientRoleAbilities: Record<ClientRole, readonly ClientAbility[]> = {
  owner: ['work', 'billing', 'payout', 'brand', 'members', 'export'],
  billing: ['work', 'billing'],
  member: ['work'],
};

export const clientRoleCan = (role: ClientRole, ability: ClientAbility): boolean =>
  clientRoleAbilities[role].includes(ability);

export const clientRoleLabels: Record<ClientRole, string> = {
  owner: 'Owner',
  billing: 'Billing',
  member: 'Member',
};

/** The refusal a person meets on a route their role does not grant. */
export const clientAbilityRefusals: Record<Exclude<ClientAbility, 'work'>, string> = {
  billing: 'Only the account owner or a billing member can see billing.',
  payout: 'Only the account owner can see or change payout details.',
  brand: 'Only the account owner can change the company profile and brand assets.',
  members: 'Only the account owner can manage the team.',
  export: "Only the account owner can download the company's data.",
};

/** What the Team tab says (issue 47); SPEC has no strings for it. */
export const clientTeamMessages = {
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: 'Failed to send the invitation',
  // When a change fails without the server saying why (no connection):
  roleChangeFailed: 'Failed to change the role. Please try again.',
  removeFailed: 'Failed to remove the teammate. Please try again.',
  leaveFailed: 'Failed to leave the team. Please try again.',
  resendFailed: 'Failed to send the invitation again. Please try again.',
  deleteInviteFailed: 'Failed to delete the invitation. Please try again.',
  resent: (email: string) => `Invitation sent again to ${email}`,
  inviteDeleted: 'Invitation deleted',
  roleChanged: (name: string) => `${name}'s role was changed`,
  removed: (name: string) => `${name} was removed from the team`,
  left: 'You left the team',
  alreadyMember: 'That person is already on your team.',
  alreadyInvited: 'That address already has an open invitation: send it again instead.',
  lastOwner: 'The last owner cannot leave or be removed: make someone else an owner first.',
  memberNotFound: 'No such teammate',
  removeOthers: 'Only the account owner can remove someone else from the team.',
  inviteNotFound: 'No such invitation',
  inviteUsed: 'That invitation was already accepted.',
  tooManyInvites: 'Too many invitations sent in the last hour. Try again later.',
} as const;

/**
 * The profile fields that are the company's, shared by its people and kept on the company's profile
 * (decision 042); every other field (names, email toggles, time zone, the welcome modal) is each person's.
 */
export const companyProfileFields = [
  'companyName',
  'contactPerson',
  'website',
  'phone',
  'logoUrl',
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'brandGuidelines',
  'payoutMethod',
  'payoutAddress',
  'payoutNotes',
  'onboardingCallDate',
  'contractStatus',
  'signupSource',
  'signupSessionId',
  'signupServiceTier',
  'suspendedAt',
] as const;
export type CompanyProfileField = (typeof companyProfileFields)[number];

/** The company fields only `payout` may change; the others need `brand`. */
export const payoutProfileFields: readonly CompanyProfileField[] = [
  'payoutMethod',
  'payoutAddress',
  'payoutNotes',
];
