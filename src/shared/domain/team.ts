// Admin Settings, Team Settings: the agency's staff (admins and account managers) and the links that
// invite them.
// SPEC hard-codes three members with inert buttons; these strings are ours.

export const teamMessages = {
  inviteGenerated: 'Team invite link generated successfully',
  inviteGenerateFailed: 'Failed to generate the team invite link',
  inviteDeleted: 'Team invite link deleted successfully',
  inviteDeleteFailed: 'Failed to delete the team invite link',
  removed: (name: string) => `${name} is no longer on the team`,
  removeFailed: 'Failed to remove the team member',
  cannotRemoveSelf: 'You cannot remove your own admin account. Ask another admin to do it.',
  cannotRemoveLast: 'The last admin cannot be removed: invite another admin first.',
  notFound: 'No such team member',
  roleChanged: (name: string, role: string) =>
    `${name} is now ${role === 'Admin' ? 'an admin' : 'an account manager'}`,
  roleChangeFailed: "Failed to change the team member's role",
  cannotDemoteSelf: 'You cannot change your own role. Ask another admin to do it.',
  cannotDemoteLast: 'The last admin cannot become an account manager: make another admin first.',
  managersSaved: 'Account managers saved',
  managersSaveFailed: 'Failed to save the account managers',
  notStaff: 'Only team members can manage a client',
} as const;
