import {
  adminMessages,
  type AuditAction,
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

/** What every step below works with. */
interface StaffContext {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

/** The audit entry of a change to a member. */
const memberEntry = (
  action: AuditAction,
  id: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown> },
) => ({ action, targetType: 'user', targetId: id, ...change });

async function existing(db: Db, id: string): Promise<StaffUser> {
  const row = await findUserRowById(db, id);
  if (!row) throw new NotFoundError(adminMessages.userNotFound);
  return toStaffUser(row);
}

/** The console always keeps one active admin: nobody can lock everybody out. */
async function keepAnAdmin(trx: Db, user: StaffUser): Promise<void> {
  if (user.role === 'admin' && user.active && (await countOtherActiveAdmins(trx, user.id)) === 0) {
    throw new ConflictError(adminMessages.lastAdmin);
  }
}

/** A new member: the username is free (else 409 at the field), the password good enough. */
async function createMember(
  { db, clock, audit }: StaffContext,
  actor: Actor,
  input: CreateStaffInput,
) {
  checkNewPassword(input.username, input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    if (await findUserRowByUsername(trx, input.username)) {
      throw new ConflictError(adminMessages.usernameTaken, {
        username: adminMessages.usernameTaken,
      });
    }
    const user = await insertUser(trx, { ...input, passwordHash, now: clock() });
    const after = { username: user.username, role: user.role };
    await audit.record(actor, memberEntry('user_created', user.id, { after }), trx);
    return user;
  });
}

function changeRole({ db, audit }: StaffContext, actor: Actor, id: string, role: StaffRole) {
  return db.transaction(async (trx) => {
    const before = await existing(trx, id);
    if (before.role === role) return before;
    if (role !== 'admin') await keepAnAdmin(trx, before);
    await updateUser(trx, id, { role });
    const change = { before: { role: before.role }, after: { role } };
    await audit.record(actor, memberEntry('user_role_changed', id, change), trx);
    return { ...before, role };
  });
}

/** Disabling ends the member's sessions; nobody disables themselves or the last admin. */
function setActive({ db, audit }: StaffContext, actor: Actor, id: string, active: boolean) {
  return db.transaction(async (trx) => {
    const before = await existing(trx, id);
    if (before.active === active) return before;
    if (!active) {
      if (actor.kind === 'staff' && actor.user.id === id) {
        throw new ConflictError(adminMessages.selfDisable);
      }
      await keepAnAdmin(trx, before);
      await deleteSessionsOfUser(trx, id);
    }
    await updateUser(trx, id, { active });
    const change = { before: { active: before.active }, after: { active } };
    await audit.record(
      actor,
      memberEntry(active ? 'user_enabled' : 'user_disabled', id, change),
      trx,
    );
    return { ...before, active };
  });
}

async function resetPassword(
  { db, clock, audit }: StaffContext,
  actor: Actor,
  id: string,
  password: string,
  keepSessionId?: string,
) {
  const target = await existing(db, id);
  checkNewPassword(target.username, password, ConflictError);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (trx) => {
    await updateUser(trx, id, { passwordHash, passwordChangedAt: clock() });
    const endedSessions = await deleteSessionsOfUser(trx, id, keepSessionId);
    // Never the password or its hash: only that it changed.
    const after = { endedSessions };
    await audit.record(actor, memberEntry('user_password_reset', id, { after }), trx);
    return target;
  });
}

async function setLanguage(
  { db, audit }: StaffContext,
  actor: Actor & { kind: 'staff' },
  language: ConsoleLanguage,
) {
  const before = actor.user.language;
  if (before === language) return actor.user;
  await updateUser(db, actor.user.id, { language });
  const change = { before: { language: before }, after: { language } };
  await audit.record(actor, memberEntry('language_changed', actor.user.id, change));
  return { ...actor.user, language };
}

export function staffService(db: Db, clock: Clock, audit: AuditService): StaffService {
  const context: StaffContext = { db, clock, audit };
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
    create: (actor, input) => createMember(context, actor, input),
    changeRole: (actor, id, role) => changeRole(context, actor, id, role),
    setActive: (actor, id, active) => setActive(context, actor, id, active),
    resetPassword: (actor, id, password, keep) => resetPassword(context, actor, id, password, keep),
    setLanguage: (actor, language) => setLanguage(context, actor, language),
  };
}
