import { z } from 'zod';
import { gradientTypeSchema } from '../content';
import { ROADMAP_DATE_PRECISIONS, ROADMAP_KEY_PATTERN, ROADMAP_STATUSES } from '../roadmapFields';
import { calendarDaySchema } from '../calendarDay';
import { textField } from '../textField';
import { previewGrantSchema } from './previews';

/**
 * The roadmap's items in the console (admins and editors): what the public
 * roadmap shows, in order, each text in de/es/fr (German, the source, is
 * required; a missing translation shows German and is flagged). German
 * messages, mapped by the console to its catalogs like the others.
 */
export const roadmapMessages = {
  notFound: 'Roadmap-Eintrag nicht gefunden',
  keyInvalid:
    'Schlüssel: 2 bis 32 Zeichen, Kleinbuchstaben, Ziffern und Bindestriche (z. B. website-baukasten)',
  keyTaken: (title: string) => `Diesen Schlüssel hat schon der Eintrag „${title}“`,
  dateInvalid: 'Datum muss ein Tag im Format JJJJ-MM-TT sein',
  precisionInvalid: "Genauigkeit muss 'day', 'month' oder 'quarter' sein",
  statusInvalid: "Status muss 'planned', 'in_progress' oder 'done' sein",
  gradientInvalid: 'Unbekannter Farbverlauf',
  orderInvalid: 'Reihenfolge muss eine ganze Zahl von 0 bis 100000 sein',
  activeInvalid: 'active muss true oder false sein',
  versionInvalid: 'Version fehlt oder ist ungültig (ganze Zahl ab 1 erwartet)',
  germanRequired: 'Titel und Beschreibung auf Deutsch sind Pflicht (Ausgangssprache)',
  linkedEntries: (count: number) =>
    `Mit diesem Eintrag sind ${count} Ideen des Ideen-Boards verknüpft: deaktiviere ihn statt ihn zu löschen`,
  editedMeanwhile:
    'Dieser Roadmap-Eintrag wurde inzwischen von jemand anderem geändert. Lade ihn neu und prüfe die Änderungen, bevor du speicherst.',
} as const;

const bodyError = { error: 'Request-Body muss ein JSON-Objekt sein' };

export const roadmapKeySchema = z
  .string({ error: roadmapMessages.keyInvalid })
  .regex(ROADMAP_KEY_PATTERN, { error: roadmapMessages.keyInvalid });

/** One language's texts of an item. */
export const roadmapTextsSchema = z.object(
  {
    title: textField({ label: 'Titel', maxLength: 191, minVisible: 1, trim: true }),
    description: textField({ label: 'Beschreibung', maxLength: 500, minVisible: 1, trim: true }),
  },
  bodyError,
);
export type RoadmapTexts = z.infer<typeof roadmapTextsSchema>;

/** The texts per language: German always, Spanish and French where translated (null: not yet). */
export const roadmapTextsByLanguageSchema = z.object(
  {
    de: roadmapTextsSchema,
    es: roadmapTextsSchema.nullable().default(null),
    fr: roadmapTextsSchema.nullable().default(null),
  },
  { error: roadmapMessages.germanRequired },
);

/** What an editor edits besides the key (which the board links by, so it never changes). */
export const roadmapItemFieldsSchema = z.object({
  /** 'YYYY-MM-DD'; for a month or quarter any day in it (stored as its first day). */
  date: calendarDaySchema(roadmapMessages.dateInvalid),
  precision: z.enum(ROADMAP_DATE_PRECISIONS, { error: roadmapMessages.precisionInvalid }),
  status: z.enum(ROADMAP_STATUSES, { error: roadmapMessages.statusInvalid }),
  gradientType: z.enum(gradientTypeSchema.options, { error: roadmapMessages.gradientInvalid }),
  order: z
    .number({ error: roadmapMessages.orderInvalid })
    .int({ error: roadmapMessages.orderInvalid })
    .min(0, { error: roadmapMessages.orderInvalid })
    .max(100_000, { error: roadmapMessages.orderInvalid }),
  active: z.boolean({ error: roadmapMessages.activeInvalid }),
  texts: roadmapTextsByLanguageSchema,
});
export type RoadmapItemFields = z.infer<typeof roadmapItemFieldsSchema>;

/** POST /api/admin/roadmap: a new item (inactive unless `active` says otherwise). */
export const createRoadmapItemInputSchema = z.object(
  {
    key: roadmapKeySchema,
    ...roadmapItemFieldsSchema.shape,
    active: roadmapItemFieldsSchema.shape.active.default(false),
  },
  bodyError,
);
export type CreateRoadmapItemInput = z.infer<typeof createRoadmapItemInputSchema>;

const versionSchema = z
  .number({ error: roadmapMessages.versionInvalid })
  .int({ error: roadmapMessages.versionInvalid })
  .min(1, { error: roadmapMessages.versionInvalid });

/** POST /api/admin/roadmap/:id: every field and the version the edit started from (else 409). */
export const updateRoadmapItemInputSchema = z.object(
  { ...roadmapItemFieldsSchema.shape, version: versionSchema },
  bodyError,
);
export type UpdateRoadmapItemInput = z.infer<typeof updateRoadmapItemInputSchema>;

/** POST /api/admin/roadmap/:id/active */
export const roadmapItemActiveInputSchema = z.object(
  { active: z.boolean({ error: roadmapMessages.activeInvalid }) },
  bodyError,
);

/** An item as the console sees it: every language's texts side by side. */
export const adminRoadmapItemSchema = z.object({
  id: z.string(),
  key: z.string(),
  date: z.string(),
  precision: z.enum(ROADMAP_DATE_PRECISIONS),
  status: z.enum(ROADMAP_STATUSES),
  gradientType: gradientTypeSchema,
  order: z.number().int(),
  active: z.boolean(),
  texts: z.object({
    de: roadmapTextsSchema.nullable(),
    es: roadmapTextsSchema.nullable(),
    fr: roadmapTextsSchema.nullable(),
  }),
  /** Goes up with every change of the item or its texts. */
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminRoadmapItem = z.infer<typeof adminRoadmapItemSchema>;

export const adminRoadmapListSchema = z.array(adminRoadmapItemSchema);

/** GET /api/admin/roadmap/:id: the item and a token to preview it on the public roadmap. */
export const adminRoadmapItemDetailSchema = adminRoadmapItemSchema.extend({
  preview: previewGrantSchema,
});
export type AdminRoadmapItemDetail = z.infer<typeof adminRoadmapItemDetailSchema>;

/** 200 of POST /api/admin/roadmap/:id/delete */
export const roadmapItemDeletedSchema = z.object({ deleted: z.literal(true) });
