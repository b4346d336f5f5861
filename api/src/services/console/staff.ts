import {
  adminMessages,
  type ConsoleLanguage,
  type CreateStaffInput,
  type StaffRole,
  type StaffUser,
} from 'contracts';
import type { Db } from '../../db/connection';
import { deleteSessionsOfUser } from '../../data/staff-sessions';
import {
  countOtherActiveAdmins,
  findUserRowById,
  findUserRowByUsername,
  insertUser,
  listUsers,
  toStaffUser,
  updateUser,
} from '../../data/staff-users';
import { ConflictError, NotFoundError } from '../../errors';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';
import { checkNewPassword, hashPassword } from './passwords';

export interface StaffService {
  list(): Promise<StaffUser[]>;
  /** The member if they exist and are active (what a session may act as). */
  activeMember(id: string): Promise<StaffUser | undefined>;
  findByUsername(username: string): Promise<StaffUser | undefined>;
  create(actor: Actor, input: CreateStaffInput): Promise<StaffUser>;
  changeRole(actor: Actor, id: string, role: StaffRole): Promise<StaffUser>;
  /** Disabling ends the member's sessions at once. */
  setActive(actor: Actor, id: string, active: boolean): Promise<StaffUser>;
  /** Ends the member's sessions, except `keepSessionId` (an admin resetting their own). */
  resetPassword(
    actor: Actor,
    id: string,
    password: string,
    keepSessionId?: string,
  ): Promise<StaffUser>;
  setLanguage(actor: Actor & { kind: 'staff' }, language: ConsoleLanguage): Promise<StaffUser>;
}

export function staffService(db: Db, clock: Clock, audit: AuditService): StaffService {
  async function existing(id: string, trx: Db = db): Promise<StaffUser> {
    const row = await findUserRowById(trx, id);
    if (!row) throw new NotFoundError(adminMessages.userNotFound);
    return toStaffUser(row);
  }

  /** The console always keeps one active admin: nobody can lock everybody out. */
  async function keepAnAdmin(trx: Db, user: StaffUser): Promise<void> {
    if (
      user.role === 'admin' &&
      user.active &&
      (await countOtherActiveAdmins(trx, user.id)) === 0
    ) {
      throw new ConflictError(adminMessages.lastAdmin);
    }
  }

  return {
    list: () => listUsers(db),

    activeMember: async (id) => {
      const row = await findUserRowById(db, id);
      const user = row && toStaffUser(row);
      return user?.active ? user : undefined;
    },

    findByUsername: async (username) => {
      const row = await findUserRowByUsername(db, username);
      return row && toStaffUser(row);
    },

    create: async (actor, input) => {
      checkNewPassword(input.username, input.password);
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (trx) => {
        if (await findUserRowByUsername(trx, input.username)) {
          throw new ConflictError(adminMessages.usernameTaken, {
            username: adminMessages.usernameTaken,
          });
        }
        const user = await insertUser(trx, { ...input, passwordHash, now: clock() });
        await audit.record(
          actor,
          {
            action: 'user_created',
            targetType: 'user',
            targetId: user.id,
            after: { username: user.username, role: user.role },
          },
          trx,
        );
        return user;
      });
    },

    changeRole: (actor, id, role) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.role === role) return before;
        if (role !== 'admin') await keepAnAdmin(trx, before);
        await updateUser(trx, id, { role });
        await audit.record(
          actor,
          {
            action: 'user_role_changed',
            targetType: 'user',
            targetId: id,
            before: { role: before.role },
            after: { role },
          },
          trx,
        );
        return { ...before, role };
      }),

    setActive: (actor, id, active) =>
      db.transaction(async (trx) => {
        const before = await existing(id, trx);
        if (before.active === active) return before;
        if (!active) {
          if (actor.kind === 'staff' && actor.user.id === id) {
            throw new ConflictError(adminMessages.selfDisable);
          }
          await keepAnAdmin(trx, before);
          await deleteSessionsOfUser(trx, id);
        }
        await updateUser(trx, id, { active });
        await audit.record(
          actor,
          {
            action: active ? 'user_enabled' : 'user_disabled',
            targetType: 'user',
            targetId: id,
            before: { active: before.active },
            after: { active },
          },
          trx,
        );
        return { ...before, active };
      }),

    resetPassword: async (actor, id, password, keepSessionId) => {
      const target = await existing(id);
      checkNewPassword(target.username, password, ConflictError);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (trx) => {
        await updateUser(trx, id, { passwordHash, passwordChangedAt: clock() });
        const endedSessions = await deleteSessionsOfUser(trx, id, keepSessionId);
        // Never the password or its hash: only that it changed.
        await audit.record(
          actor,
          {
            action: 'user_password_reset',
            targetType: 'user',
            targetId: id,
            after: { endedSessions },
          },
          trx,
        );
        return target;
      });
    },

    setLanguage: async (actor, language) => {
      const before = actor.user.language;
      if (before === language) return actor.user;
      await updateUser(db, actor.user.id, { language });
      await audit.record(actor, {
        action: 'language_changed',
        targetType: 'user',
        targetId: actor.user.id,
        before: { language: before },
        after: { language },
      });
      return { ...actor.user, language };
    },
  };
}
