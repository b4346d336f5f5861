import { z } from 'zod';
import { gradientTypeSchema } from '../content';
import { ROADMAP_DATE_PRECISIONS, ROADMAP_KEY_PATTERN, ROADMAP_STATUSES } from '../roadmapFields';
import { calendarDaySchema } from '../calendarDay';
import { textField } from '../textField';
import { defineContentType, type ContentTypeOf } from './contentType';
import { fillMessage } from './translatedContent';

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
  keyTaken: (title: string) => fillMessage(keyTakenTemplate, { title }),
  dateInvalid: 'Datum muss ein Tag im Format JJJJ-MM-TT sein',
  precisionInvalid: "Genauigkeit muss 'day', 'month' oder 'quarter' sein",
  statusInvalid: "Status muss 'planned', 'in_progress' oder 'done' sein",
  gradientInvalid: 'Unbekannter Farbverlauf',
  orderInvalid: 'Reihenfolge muss eine ganze Zahl von 0 bis 100000 sein',
  activeInvalid: 'active muss true oder false sein',
  versionInvalid: 'Version fehlt oder ist ungültig (ganze Zahl ab 1 erwartet)',
  germanRequired: 'Titel und Beschreibung auf Deutsch sind Pflicht (Ausgangssprache)',
  linkedEntries: (count: number) => fillMessage(linkedEntriesTemplate, { count }),
  editedMeanwhile:
    'Dieser Roadmap-Eintrag wurde inzwischen von jemand anderem geändert. Lade ihn neu und prüfe die Änderungen, bevor du speicherst.',
} as const;

/** Filled with the item that has the key; the console reads the title back (readMessage). */
const keyTakenTemplate = 'Diesen Schlüssel hat schon der Eintrag „{{title}}“';
const linkedEntriesTemplate =
  'Mit diesem Eintrag sind {{count}} Ideen des Ideen-Boards verknüpft: deaktiviere ihn statt ihn zu löschen';

export const roadmapKeySchema = z
  .string({ error: roadmapMessages.keyInvalid })
  .regex(ROADMAP_KEY_PATTERN, { error: roadmapMessages.keyInvalid });

/** One language's texts of an item. */
const roadmapTexts = {
  title: textField({ label: 'Titel', maxLength: 191, minVisible: 1, trim: true }),
  description: textField({ label: 'Beschreibung', maxLength: 500, minVisible: 1, trim: true }),
};

/**
 * A month's or quarter's date is its first day, whatever day was entered:
 * the roadmap orders and decides 'Aktuell' by it.
 */
export function normalisedDate({ date, precision }: { date: string; precision: string }) {
  if (precision === 'day') return date;
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = precision === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
  return `${year}-${String(first).padStart(2, '0')}-01`;
}

/**
 * The roadmap's item, declared once: the console's routes, storage and
 * audit follow from it. Written in German (the source: required), Spanish
 * and French where translated; its key is given once and never changes
 * (the board links its entries by it); an item with linked entries is
 * deactivated, not deleted.
 */
export const roadmapItemType = defineContentType({
  key: 'roadmap_item',
  path: '/api/admin/roadmap',
  area: 'roadmap',
  messages: roadmapMessages,
  fields: {
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
  },
  texts: roadmapTexts,
  fieldsOut: {
    date: z.string(),
    precision: z.enum(ROADMAP_DATE_PRECISIONS),
    status: z.enum(ROADMAP_STATUSES),
    gradientType: gradientTypeSchema,
    order: z.number().int(),
  },
  textsOut: { title: z.string(), description: z.string() },
  firstText: 'title',
  sourceTexts: { language: 'de', message: roadmapMessages.germanRequired },
  fixed: {
    fields: { key: roadmapKeySchema },
    fieldsOut: { key: z.string() },
    columns: { key: 'item_key' },
  },
  normalise: (fields) =>
    fields.date === undefined
      ? fields
      : { ...fields, date: normalisedDate(fields as { date: string; precision: string }) },
  logNames: ['key'],
  filters: {},
  storage: {
    table: 'roadmap_items',
    translations: { table: 'roadmap_item_translations', recordColumn: 'roadmap_item_id' },
    columns: {
      date: 'due_on',
      precision: 'date_precision',
      status: 'status',
      gradientType: 'gradient_type',
      order: { column: 'sort_order', kind: 'integer' },
    },
    textColumns: { title: 'title', description: 'description' },
  },
  ordering: { by: 'fields', fields: ['order', 'date'] },
  referencedBy: {
    table: 'customer_feedback',
    column: 'roadmap_item',
    via: 'key',
    message: linkedEntriesTemplate,
  },
  unique: [
    {
      field: 'key',
      message: keyTakenTemplate,
      names: (holder) => ({
        title: (holder.texts as { de?: { title: string } | null }).de?.title ?? String(holder.key),
      }),
    },
  ],
  preview: { page: 'Ausblick', kind: 'roadmap' },
  invalidates: 'content',
  summaries: {
    list: 'Ausblick: Roadmap-Einträge (alle, in Reihenfolge)',
    create: 'Ausblick: Roadmap-Eintrag anlegen (Schlüssel vergeben: 409)',
    get: 'Ausblick: Roadmap-Eintrag mit einem Vorschau-Token für den öffentlichen Ausblick',
    update: 'Ausblick: Roadmap-Eintrag ändern (mit Version; geändert inzwischen: 409)',
    active: 'Ausblick: Roadmap-Eintrag aktivieren / deaktivieren',
    delete: 'Ausblick: Roadmap-Eintrag löschen (mit verknüpften Ideen: 409, deaktivieren)',
    versions:
      'Ausblick: Roadmap-Eintrag: Versionen (Entwurf oder geplant, veröffentlichte mit geänderten Feldern)',
    restore: 'Ausblick: Roadmap-Eintrag: eine Version als Entwurf wiederherstellen',
    draft:
      'Ausblick: Roadmap-Eintrag: Entwurf speichern (nicht öffentlich; mit Version; geändert inzwischen: 409)',
    publish:
      'Ausblick: Roadmap-Eintrag: Entwurf veröffentlichen, sofort oder am angegebenen Zeitpunkt (ohne Entwurf: 409)',
    discard: 'Ausblick: Roadmap-Eintrag: Entwurf verwerfen',
  },
});

type RoadmapItems = ContentTypeOf<typeof roadmapItemType>;
/** Written in German: no own language, nothing missing to flag. */
type WithoutLanguage<T> = Omit<T, 'language' | 'missing'>;
export type RoadmapItemFields = WithoutLanguage<RoadmapItems['fields']>;
export type CreateRoadmapItemInput = WithoutLanguage<RoadmapItems['create']> & { key: string };
export type UpdateRoadmapItemInput = WithoutLanguage<RoadmapItems['update']>;
export type AdminRoadmapItem = WithoutLanguage<RoadmapItems['record']> & { key: string };
export type AdminRoadmapItemDetail = AdminRoadmapItem & Pick<RoadmapItems['detail'], 'preview'>;
