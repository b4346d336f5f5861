import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * The ONE place where driver differences are ironed out. SQLite returns
 * booleans as 0/1 and datetimes as text; mysql2 returns tinyint 0/1 and Date
 * objects (UTC, timezone 'Z'). Everything leaves the data layer as boolean,
 * ISO-8601 string and string[].
 */

export const newId = (): string => randomUUID();

export function toBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1';
}

/** A UTC instant as both dialects store it: 'YYYY-MM-DD HH:MM:SS.mmm'. */
export function toDbTimestamp(date: Date = new Date()): string {
  return date.toISOString().replace('T', ' ').replace('Z', '');
}

export function toIsoTimestamp(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  if (typeof value === 'string') {
    // SQLite text carries no zone; it is UTC by construction (see toDbTimestamp).
    const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
    const date = new Date(iso);
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  throw new Error(`Unreadable timestamp from the database: ${String(value)}`);
}

/** toIsoTimestamp for columns that may be NULL. */
export function toOptionalIsoTimestamp(value: unknown): string | null {
  return value === null || value === undefined ? null : toIsoTimestamp(value);
}

/** A JSON text column -> its value (null stays null); written by toJsonText. */
export function parseJsonText(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

export function toJsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

const textListSchema = z.array(z.string());

/** JSON text column -> string[]; a corrupt value is a bug, so it throws. */
export function parseTextList(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return textListSchema.parse(parsed);
}

export function toTextList(list: readonly string[]): string {
  return JSON.stringify(textListSchema.parse(list));
}

/** The page's country and language on lead and view rows (migration 0007); null when not sent. */
export interface PageLocaleColumns {
  country: string | null;
  language: string | null;
}

export const pageLocaleColumns = (input: {
  country?: string;
  language?: string;
}): PageLocaleColumns => ({ country: input.country ?? null, language: input.language ?? null });

export const nullable = <T>(value: T | null | undefined): T | null => value ?? null;
