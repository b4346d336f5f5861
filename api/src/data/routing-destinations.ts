import type {
  AdminDestination,
  DestinationKind,
  Language,
  RoutingRules,
  WebhookEventType,
} from 'contracts';
import type { Db } from '../db/connection';
import {
  newId,
  parseTextList,
  toBoolean,
  toDbTimestamp,
  toIsoTimestamp,
  toOptionalIsoTimestamp,
  toTextList,
} from './rows';

export const DESTINATIONS = 'routing_destinations';

interface DestinationRow {
  id: string;
  kind: DestinationKind;
  url: string | null;
  email: string | null;
  language: Language | null;
  events: string;
  lead_types: string;
  countries: string;
  products: string | null;
  secret: string | null;
  previous_secret: string | null;
  previous_secret_until: unknown;
  enabled: unknown;
  disabled_reason: 'gone' | 'failing' | null;
  disabled_at: unknown;
  failing_since: unknown;
  created_at: unknown;
}

/** A destination as the worker needs it: the console's view plus its secrets. */
export interface Destination extends AdminDestination {
  secret: string | null;
  previousSecret: string | null;
}

function toDestination(row: DestinationRow): Destination {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    email: row.email,
    language: row.language,
    events: parseTextList(row.events) as WebhookEventType[],
    rules: {
      leadTypes: parseTextList(row.lead_types) as RoutingRules['leadTypes'],
      countries: parseTextList(row.countries) as RoutingRules['countries'],
      products: parseTextList(row.products),
    },
    enabled: toBoolean(row.enabled),
    disabledReason: row.disabled_reason,
    disabledAt: toOptionalIsoTimestamp(row.disabled_at),
    failingSince: toOptionalIsoTimestamp(row.failing_since),
    previousSecretUntil: toOptionalIsoTimestamp(row.previous_secret_until),
    createdAt: toIsoTimestamp(row.created_at),
    secret: row.secret,
    previousSecret: row.previous_secret,
  };
}

/** The console's view: everything but the secrets. */
export function withoutSecrets({ secret, previousSecret, ...view }: Destination): AdminDestination {
  void secret;
  void previousSecret;
  return view;
}

export async function listDestinations(db: Db): Promise<Destination[]> {
  const rows: DestinationRow[] = await db(DESTINATIONS).select('*').orderBy('created_at', 'asc');
  return rows.map(toDestination);
}

export async function findDestination(db: Db, id: string): Promise<Destination | undefined> {
  const row = (await db(DESTINATIONS).where({ id }).first()) as DestinationRow | undefined;
  return row ? toDestination(row) : undefined;
}

export interface NewDestination {
  kind: DestinationKind;
  url?: string;
  email?: string;
  language?: Language;
  events?: readonly WebhookEventType[];
  rules: RoutingRules;
  secret?: string;
}

export async function insertDestination(db: Db, input: NewDestination, at: Date): Promise<string> {
  const id = newId();
  await db(DESTINATIONS).insert({
    id,
    kind: input.kind,
    url: input.url ?? null,
    email: input.email ?? null,
    language: input.language ?? null,
    events: toTextList(input.events ?? []),
    lead_types: toTextList(input.rules.leadTypes),
    countries: toTextList(input.rules.countries),
    products: toTextList(input.rules.products),
    secret: input.secret ?? null,
    created_at: toDbTimestamp(at),
    updated_at: toDbTimestamp(at),
  });
  return id;
}

/** 'Schlüssel erneuern': the new secret signs from now, the old one beside it until `overlapUntil`. */
export async function rotateSecret(
  db: Db,
  destination: Destination,
  secret: string,
  overlapUntil: Date,
  at: Date,
): Promise<void> {
  await db(DESTINATIONS)
    .where({ id: destination.id })
    .update({
      secret,
      previous_secret: destination.secret,
      previous_secret_until: toDbTimestamp(overlapUntil),
      updated_at: toDbTimestamp(at),
    });
}

/** Switched on or off by an admin: on again means a fresh start (no failure streak). */
export async function setDestinationEnabled(
  db: Db,
  id: string,
  enabled: boolean,
  at: Date,
): Promise<void> {
  await db(DESTINATIONS)
    .where({ id })
    .update({
      enabled,
      disabled_reason: null,
      disabled_at: enabled ? null : toDbTimestamp(at),
      failing_since: null,
      updated_at: toDbTimestamp(at),
    });
}

/** Switched off by the worker: the receiver said 410 Gone, or it kept failing. */
export async function disableDestination(
  db: Db,
  id: string,
  reason: 'gone' | 'failing',
  at: Date,
): Promise<void> {
  await db(DESTINATIONS)
    .where({ id, enabled: true })
    .update({ enabled: false, disabled_reason: reason, disabled_at: toDbTimestamp(at) });
}

/** After an attempt: a success ends the failure streak, a failure starts one (if none runs). */
export async function recordDestinationOutcome(
  db: Db,
  id: string,
  succeeded: boolean,
  at: Date,
): Promise<void> {
  // Only a change is written: a healthy endpoint's every success would be a write otherwise.
  if (succeeded)
    await db(DESTINATIONS)
      .where({ id })
      .whereNotNull('failing_since')
      .update({ failing_since: null });
  else
    await db(DESTINATIONS)
      .where({ id })
      .whereNull('failing_since')
      .update({ failing_since: toDbTimestamp(at) });
}

export async function deleteDestination(db: Db, id: string): Promise<number> {
  return db(DESTINATIONS).where({ id }).delete();
}
