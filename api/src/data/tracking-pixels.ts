import { z } from 'zod';
import {
  activeTrackingPixelSchema,
  LANGUAGES,
  pixelCategorySchema,
  storageEntrySchema,
  type ActiveTrackingPixel,
  type AdminPixel,
  type ConsentServiceDefinition,
  type Language,
  type PixelFields,
} from 'contracts';
import type { Db } from '../db/connection';
import {
  newId,
  parseJsonText,
  toBoolean,
  toDbTimestamp,
  toIsoTimestamp,
  toOptionalIsoTimestamp,
} from './rows';

const TABLE = 'tracking_pixels';

interface TrackingPixelRow {
  id: string;
  name: string;
  position: string;
  script_content: string;
  category: string;
  vendor: string;
  purpose_de: string | null;
  purpose_es: string | null;
  purpose_fr: string | null;
  cookies: string | null;
  vendor_origins: string | null;
  pixel_type: string;
  is_active: unknown;
  version: number | string;
  created_at: unknown;
  updated_at: unknown;
}

/** Active pixels, oldest first so injection order (and the consent configuration) is stable. */
const activeRows = (db: Db) =>
  db<TrackingPixelRow>(TABLE)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);

export async function listActivePixels(db: Db): Promise<ActiveTrackingPixel[]> {
  const rows = await activeRows(db).select(
    'id',
    'position',
    'script_content',
    'category',
    'vendor_origins',
  );
  // Mapped through the contract: exactly {id, position, scriptContent, category, origins} leaves the API.
  return rows.map((row) =>
    activeTrackingPixelSchema.parse({
      id: row.id,
      position: row.position,
      scriptContent: row.script_content,
      category: row.category,
      origins: originsOf(row),
    }),
  );
}

const storageListSchema = z.array(storageEntrySchema);
const originListSchema = z.array(z.string());

/** The origins a pixel's script talks to (none for pixels stored before they were asked for). */
const originsOf = (row: Pick<TrackingPixelRow, 'vendor_origins'>) =>
  originListSchema.parse(parseJsonText(row.vendor_origins) ?? []);

/**
 * A purpose in every language: a language without its own text shows the
 * German one, so no service is listed without saying what it does.
 */
function purposes(
  row: Pick<TrackingPixelRow, 'purpose_de' | 'purpose_es' | 'purpose_fr'>,
): Record<Language, string> {
  const german = row.purpose_de ?? '';
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, row[`purpose_${language}`] ?? german]),
  ) as Record<Language, string>;
}

/** The active pixels as services of the consent configuration (a corrupt cookie list throws). */
export async function listPixelServices(db: Db): Promise<ConsentServiceDefinition[]> {
  const rows = await activeRows(db).select(
    'id',
    'name',
    'category',
    'vendor',
    'purpose_de',
    'purpose_es',
    'purpose_fr',
    'cookies',
    'vendor_origins',
  );
  return rows.map((row) => {
    const same = (text: string) => ({ de: text, es: text, fr: text });
    return {
      id: row.id,
      category: pixelCategorySchema.parse(row.category),
      name: same(row.name),
      vendor: same(row.vendor),
      purpose: purposes(row),
      storage: storageListSchema.parse(parseJsonText(row.cookies) ?? []),
      origins: originsOf(row),
    };
  });
}

// ---- The console (admin): every pixel, active or not ----

const ADMIN_COLUMNS = [
  'id',
  'name',
  'vendor',
  'pixel_type',
  'category',
  'position',
  'script_content',
  'is_active',
  'vendor_origins',
  'version',
  'created_at',
  'updated_at',
] as const;

function toAdminPixel(row: Pick<TrackingPixelRow, (typeof ADMIN_COLUMNS)[number]>): AdminPixel {
  const createdAt = toIsoTimestamp(row.created_at);
  return {
    id: row.id,
    name: row.name,
    vendor: row.vendor,
    type: row.pixel_type,
    category: pixelCategorySchema.parse(row.category),
    position: row.position === 'body' ? 'body' : 'head',
    script: row.script_content,
    active: toBoolean(row.is_active),
    origins: originsOf(row),
    version: Number(row.version),
    createdAt,
    updatedAt: toOptionalIsoTimestamp(row.updated_at) ?? createdAt,
  };
}

/** Every pixel, active ones first, then by name (the console's list). */
export async function listAllPixels(db: Db): Promise<AdminPixel[]> {
  const rows = await db<TrackingPixelRow>(TABLE)
    .select(...ADMIN_COLUMNS)
    .orderBy([{ column: 'is_active', order: 'desc' }, { column: 'name' }, { column: 'id' }]);
  return rows.map(toAdminPixel);
}

export async function findPixel(db: Db, id: string): Promise<AdminPixel | undefined> {
  const row = await db<TrackingPixelRow>(TABLE)
    .select(...ADMIN_COLUMNS)
    .where('id', id)
    .first();
  return row && toAdminPixel(row);
}

const fieldColumns = (fields: Partial<PixelFields>) => ({
  ...(fields.name !== undefined && { name: fields.name }),
  ...(fields.vendor !== undefined && { vendor: fields.vendor }),
  ...(fields.type !== undefined && { pixel_type: fields.type }),
  ...(fields.category !== undefined && { category: fields.category }),
  ...(fields.position !== undefined && { position: fields.position }),
  ...(fields.script !== undefined && { script_content: fields.script }),
  ...(fields.active !== undefined && { is_active: fields.active }),
  ...(fields.origins !== undefined && { vendor_origins: JSON.stringify(fields.origins) }),
});

export async function insertPixel(db: Db, fields: PixelFields, now: Date): Promise<AdminPixel> {
  const id = newId();
  const at = toDbTimestamp(now);
  await db(TABLE).insert({
    id,
    ...fieldColumns(fields),
    version: 1,
    created_at: at,
    updated_at: at,
  });
  const pixel = await findPixel(db, id);
  if (!pixel) throw new Error(`Tracking pixel ${id} vanished after its insert`);
  return pixel;
}

/**
 * Applies the change only if the pixel is still at `version` (compare and
 * set in one statement, so two saves cannot both win); false otherwise.
 */
export async function updatePixelAtVersion(
  db: Db,
  id: string,
  version: number,
  fields: Partial<PixelFields>,
  now: Date,
): Promise<boolean> {
  const changed = await db(TABLE)
    .where({ id, version })
    .update({ ...fieldColumns(fields), version: version + 1, updated_at: toDbTimestamp(now) });
  return changed === 1;
}

export async function deletePixel(db: Db, id: string): Promise<boolean> {
  return (await db(TABLE).where('id', id).delete()) === 1;
}
