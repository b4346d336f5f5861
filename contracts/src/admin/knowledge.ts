import { z } from 'zod';
import { CATEGORY_MAX_LENGTH } from '../content';
import { COUNTRIES, LANGUAGES, countrySchema, languageSchema } from '../locale';
import { caseInsensitiveCode, optionalFilter, textField } from '../textField';
import { previewGrantSchema } from './previews';

/**
 * The Verifactu FAQs and glossary terms in the console (admins and editors,
 * issue 20): what /api/faqs and /api/glossary show, in the order set here.
 * Each entry belongs to a group (country, language, category or context)
 * and has a dense position in it (1, 2, 3 …). German messages, mapped by the
 * console to its catalogs like the pixels'.
 */
export const knowledgeMessages = {
  faqNotFound: 'FAQ nicht gefunden',
  termNotFound: 'Glossar-Eintrag nicht gefunden',
  countryInvalid: "Land muss 'DE', 'ES' oder 'FR' sein",
  languageInvalid: "Sprache muss 'de', 'es' oder 'fr' sein",
  activeInvalid: 'active muss true oder false sein',
  activeFilterInvalid: "Parameter active muss 'true', 'false' oder leer sein",
  versionInvalid: 'Version fehlt oder ist ungültig (ganze Zahl ab 1 erwartet)',
  moveInvalid: "Entweder direction ('up' oder 'down') oder position (ganze Zahl ab 1) angeben",
  faqEditedMeanwhile:
    'Diese FAQ wurde inzwischen von jemand anderem geändert. Lade sie neu und prüfe die Änderungen, bevor du speicherst.',
  termEditedMeanwhile:
    'Dieser Glossar-Eintrag wurde inzwischen von jemand anderem geändert. Lade ihn neu und prüfe die Änderungen, bevor du speicherst.',
} as const;

const body = { error: 'Request-Body muss ein JSON-Objekt sein' };

const line = (label: string, maxLength: number) =>
  textField({ label, maxLength, minVisible: 1, trim: true });
const prose = (label: string) =>
  textField({ label, maxLength: 10_000, minVisible: 1, multiline: true, trim: true });

const localeFields = {
  country: z.enum(COUNTRIES, { error: knowledgeMessages.countryInvalid }),
  language: z.enum(LANGUAGES, { error: knowledgeMessages.languageInvalid }),
};
const activeField = z.boolean({ error: knowledgeMessages.activeInvalid });

const versionSchema = z
  .number({ error: knowledgeMessages.versionInvalid })
  .int({ error: knowledgeMessages.versionInvalid })
  .min(1, { error: knowledgeMessages.versionInvalid });

/** The fields an editor edits of a FAQ (POST /api/admin/faqs creates with them). */
export const faqFieldsSchema = z.object({
  ...localeFields,
  category: line('Kategorie', CATEGORY_MAX_LENGTH),
  question: line('Frage', 1_000),
  answer: prose('Antwort'),
  active: activeField,
});
export type FaqFields = z.infer<typeof faqFieldsSchema>;

/** The fields of a glossary term; `context` groups terms as `category` groups FAQs. */
export const glossaryFieldsSchema = z.object({
  ...localeFields,
  context: line('Kontext', CATEGORY_MAX_LENGTH),
  term: line('Begriff', 191),
  definition: prose('Definition'),
  active: activeField,
});
export type GlossaryFields = z.infer<typeof glossaryFieldsSchema>;

/** POST …/faqs and …/glossary: a new entry, last in its group, active unless told. */
export const createFaqInputSchema = z.object(
  { ...faqFieldsSchema.shape, active: activeField.default(true) },
  body,
);
export type CreateFaqInput = z.infer<typeof createFaqInputSchema>;
export const createGlossaryInputSchema = z.object(
  { ...glossaryFieldsSchema.shape, active: activeField.default(true) },
  body,
);
export type CreateGlossaryInput = z.infer<typeof createGlossaryInputSchema>;

/** POST …/:id: every field and the version the edit started from (changed since: 409). */
export const updateFaqInputSchema = z.object(
  { ...faqFieldsSchema.shape, version: versionSchema },
  body,
);
export type UpdateFaqInput = z.infer<typeof updateFaqInputSchema>;
export const updateGlossaryInputSchema = z.object(
  { ...glossaryFieldsSchema.shape, version: versionSchema },
  body,
);
export type UpdateGlossaryInput = z.infer<typeof updateGlossaryInputSchema>;

/** POST …/:id/active */
export const knowledgeActiveInputSchema = z.object({ active: activeField }, body);

/**
 * POST …/:id/move: one step up or down, or to a position (1 = first; past
 * the end = last) within the entry's group. The others close up behind it.
 */
export const knowledgeMoveInputSchema = z.xor(
  [
    z.object({ direction: z.enum(['up', 'down'], { error: knowledgeMessages.moveInvalid }) }, body),
    z.object(
      {
        position: z
          .number({ error: knowledgeMessages.moveInvalid })
          .int({ error: knowledgeMessages.moveInvalid })
          .min(1, { error: knowledgeMessages.moveInvalid }),
      },
      body,
    ),
  ],
  // Exactly one of the two (the document says oneOf): both or neither is refused.
  { error: knowledgeMessages.moveInvalid },
);
export type KnowledgeMoveInput = z.infer<typeof knowledgeMoveInputSchema>;

/** GET …/faqs and …/glossary: search (question/answer, term/definition) and filters. */
export const knowledgeListQuerySchema = z.object({
  q: optionalFilter('Suchbegriff', 200),
  country: caseInsensitiveCode(COUNTRIES, knowledgeMessages.countryInvalid),
  language: caseInsensitiveCode(LANGUAGES, knowledgeMessages.languageInvalid),
  /** FAQ category or glossary context. */
  category: optionalFilter('Parameter category', CATEGORY_MAX_LENGTH),
  active: caseInsensitiveCode(['true', 'false'], knowledgeMessages.activeFilterInvalid),
});
export type KnowledgeListQuery = z.infer<typeof knowledgeListQuerySchema>;

const entryMeta = {
  id: z.string(),
  country: countrySchema,
  /** Older entries may have none: shown in every language. */
  language: languageSchema.nullable(),
  /** 1-based position in its group (country, language, category/context). */
  order: z.number().int().positive(),
  /** How many entries its group has (the last one cannot move down). */
  groupSize: z.number().int().positive(),
  active: z.boolean(),
  /** Goes up with every change of its texts or group; an edit sends back the one it started from. */
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const adminFaqSchema = z.object({
  ...entryMeta,
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqListSchema = z.array(adminFaqSchema);

export const adminGlossarySchema = z.object({
  ...entryMeta,
  context: z.string(),
  term: z.string(),
  definition: z.string(),
});
export type AdminGlossaryEntry = z.infer<typeof adminGlossarySchema>;
export const adminGlossaryListSchema = z.array(adminGlossarySchema);

/* GET …/faqs/:id and …/glossary/:id: the entry and a token to preview it on its public page. */
export const adminFaqDetailSchema = adminFaqSchema.extend({ preview: previewGrantSchema });
export type AdminFaqDetail = z.infer<typeof adminFaqDetailSchema>;
export const adminGlossaryDetailSchema = adminGlossarySchema.extend({
  preview: previewGrantSchema,
});
export type AdminGlossaryDetail = z.infer<typeof adminGlossaryDetailSchema>;

/** 200 of POST …/:id/delete */
export const knowledgeDeletedSchema = z.object({ deleted: z.literal(true) });
