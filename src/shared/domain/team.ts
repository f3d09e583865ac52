// Admin Settings, Team Settings: the agency's admin accounts and the links that invite another admin.
// SPEC hard-codes three members with inert buttons; these strings are ours.

export const teamMessages = {
  inviteGenerated: 'Admin invite link generated successfully',
  inviteGenerateFailed: 'Failed to generate admin invite link',
  inviteDeleted: 'Admin invite link deleted successfully',
  inviteDeleteFailed: 'Failed to delete admin invite link',
  removed: (name: string) => `${name} is no longer an admin`,
  removeFailed: 'Failed to remove the admin',
  cannotRemoveSelf: 'You cannot remove your own admin account. Ask another admin to do it.',
  cannotRemoveLast: 'The last admin cannot be removed: invite another admin first.',
  notFound: 'No such admin',
} as const;
