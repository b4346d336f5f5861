import type { StaffUser } from 'contracts';
import type { NewAuditEntry } from '../../data/audit-log';

/**
 * Who does something the audit log records: a signed-in staff member (with
 * the client's IP), an operator on the command line, or the API itself.
 */
export type Actor =
  | { kind: 'staff'; user: StaffUser; ip: string | null }
  | { kind: 'anonymous'; ip: string | null }
  | { kind: 'cli'; name: string }
  | { kind: 'system' };

export const systemActor: Actor = { kind: 'system' };

/** The actor's columns of an audit entry. */
export function actorFields(
  actor: Actor,
): Pick<NewAuditEntry, 'actorKind' | 'actorId' | 'actorName' | 'ip'> {
  switch (actor.kind) {
    case 'staff':
      return {
        actorKind: 'staff',
        actorId: actor.user.id,
        actorName: actor.user.username,
        ip: actor.ip,
      };
    case 'anonymous':
      return { actorKind: 'anonymous', actorId: null, actorName: null, ip: actor.ip };
    case 'cli':
      return { actorKind: 'cli', actorId: null, actorName: actor.name, ip: null };
    case 'system':
      return { actorKind: 'system', actorId: null, actorName: null, ip: null };
  }
}
