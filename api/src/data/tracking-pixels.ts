import { z } from 'zod';
import {
  activeTrackingPixelSchema,
  LANGUAGES,
  pixelCategorySchema,
  storageEntrySchema,
  type ActiveTrackingPixel,
  type ConsentServiceDefinition,
  type Language,
} from 'contracts';
import type { Db } from '../db/connection';
import { parseJsonText } from './rows';

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
  is_active: unknown;
  created_at: unknown;
}

/** Active pixels, oldest first so injection order (and the consent configuration) is stable. */
const activeRows = (db: Db) =>
  db<TrackingPixelRow>(TABLE)
    .where('is_active', true)
    .orderBy([{ column: 'created_at' }, { column: 'id' }]);

export async function listActivePixels(db: Db): Promise<ActiveTrackingPixel[]> {
  const rows = await activeRows(db).select('id', 'position', 'script_content', 'category');
  // Mapped through the contract: exactly {id, position, scriptContent, category} leaves the API.
  return rows.map((row) =>
    activeTrackingPixelSchema.parse({
      id: row.id,
      position: row.position,
      scriptContent: row.script_content,
      category: row.category,
    }),
  );
}

const storageListSchema = z.array(storageEntrySchema);

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
    };
  });
}
