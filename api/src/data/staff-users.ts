import type { ConsoleLanguage, StaffRole, StaffUser } from 'contracts';
import type { Db } from '../db/connection';
import { newId, toBoolean, toDbTimestamp, toIsoTimestamp, toOptionalIsoTimestamp } from './rows';

const TABLE = 'users';

/** A `users` row; `password` holds the argon2id hash (PHC string), never a password. */
export interface StaffUserRow {
  id: string;
  username: string;
  password: string;
  role: StaffRole;
  is_active: unknown;
  console_language: ConsoleLanguage;
  created_at: unknown;
  last_sign_in_at: unknown;
  password_changed_at: unknown;
}

export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    active: toBoolean(row.is_active),
    language: row.console_language,
    createdAt: toIsoTimestamp(row.created_at),
    lastSignInAt: toOptionalIsoTimestamp(row.last_sign_in_at),
  };
}

export async function findUserRowById(db: Db, id: string): Promise<StaffUserRow | undefined> {
  return db<StaffUserRow>(TABLE).where({ id }).first();
}

export async function findUserRowByUsername(
  db: Db,
  username: string,
): Promise<StaffUserRow | undefined> {
  return db<StaffUserRow>(TABLE).where({ username }).first();
}

/** Everyone, active first, then by name. */
export async function listUsers(db: Db): Promise<StaffUser[]> {
  const rows = await db<StaffUserRow>(TABLE).orderBy([
    { column: 'is_active', order: 'desc' },
    { column: 'username' },
  ]);
  return rows.map(toStaffUser);
}

export interface NewStaffUser {
  username: string;
  role: StaffRole;
  passwordHash: string;
  now: Date;
}

export async function insertUser(db: Db, user: NewStaffUser): Promise<StaffUser> {
  const row: StaffUserRow = {
    id: newId(),
    username: user.username,
    password: user.passwordHash,
    role: user.role,
    is_active: true,
    console_language: 'de',
    created_at: toDbTimestamp(user.now),
    last_sign_in_at: null,
    password_changed_at: toDbTimestamp(user.now),
  };
  await db(TABLE).insert(row);
  return toStaffUser(row);
}

export interface StaffUserPatch {
  role?: StaffRole;
  active?: boolean;
  language?: ConsoleLanguage;
  passwordHash?: string;
  /** With passwordHash: when it changed. */
  passwordChangedAt?: Date;
  lastSignInAt?: Date;
}

export async function updateUser(db: Db, id: string, patch: StaffUserPatch): Promise<void> {
  const columns: Partial<Record<keyof StaffUserRow, unknown>> = {};
  if (patch.role !== undefined) columns.role = patch.role;
  if (patch.active !== undefined) columns.is_active = patch.active;
  if (patch.language !== undefined) columns.console_language = patch.language;
  if (patch.passwordHash !== undefined) columns.password = patch.passwordHash;
  if (patch.passwordChangedAt) columns.password_changed_at = toDbTimestamp(patch.passwordChangedAt);
  if (patch.lastSignInAt) columns.last_sign_in_at = toDbTimestamp(patch.lastSignInAt);
  if (Object.keys(columns).length > 0) await db(TABLE).where({ id }).update(columns);
}

/** Active admins other than `exceptId`: the console must keep at least one. */
export async function countOtherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  const result = await db(TABLE)
    .where({ role: 'admin', is_active: true })
    .whereNot({ id: exceptId })
    .count({ n: '*' });
  return Number(result[0]?.n ?? 0);
}
