import { type Side, sideOfStored } from '../../../shared/domain/roles';
import { userRoles, users } from '../../db/schema/index';

/** The agency's side is 'agency' in the export: a reader outside the portal knows no 'admin' side. */
export type ExportedSide = 'client' | 'agency';

/** Someone who wrote or did something, as the export names them: null fields for an account that is gone. */
export type ExportedPerson = { name: string | null; side: ExportedSide | null };

export const exportedSide = (side: Side | null): ExportedSide | null =>
  side === 'client' ? 'client' : side === 'admin' ? 'agency' : null;

/** Select these beside a row left-joined to `users` and `user_roles` on its person's id. */
export const personColumns = { personName: users.name, personRole: userRoles.role };

/** The person of a row selected with `personColumns`; their side is the role they have now. */
export const personOf = (row: { personName: string | null; personRole: string | null }): ExportedPerson => ({
  name: row.personName,
  side: exportedSide(sideOfStored(row.personRole)),
});
