import { z } from 'zod';
import { requestBody } from '../common';
import { languageQuerySchema, pageLocaleFields } from '../locale';
import { LANGUAGES } from '../localeCodes';
import { VISITOR_ID_PATTERN } from '../visitorId';
import {
  CONSENT_ACTIONS,
  CONSENT_CATEGORIES,
  CONSENT_REVISION_PATTERN,
  OPTIONAL_CONSENT_CATEGORIES,
} from './categories';
import { LIFETIME_UNITS, STORAGE_KINDS } from './services';

const consentIdMessage = 'Ungültige Consent-ID (erwartet eine UUID)';
const revisionMessage = 'Ungültige Revision (erwartet 16 Hex-Ziffern aus GET /api/consent/config)';
const choiceMessage = (category: string) => `${category} muss true oder false sein`;

/** A pixel's consent category (statistics or marketing). */
export const pixelCategorySchema = z.enum(OPTIONAL_CONSENT_CATEGORIES);
export const consentCategorySchema = z.enum(CONSENT_CATEGORIES);

/**
 * The consent id: a UUID the shell generates once per browser and keeps in the
 * consent cookie, so every later change or withdrawal is recorded under it.
 */
export const consentIdSchema = z
  .string({ error: consentIdMessage })
  .regex(VISITOR_ID_PATTERN, consentIdMessage)
  .meta({ format: 'uuid' });

export const consentRevisionSchema = z
  .string({ error: revisionMessage })
  .regex(CONSENT_REVISION_PATTERN, revisionMessage);

/**
 * POST /api/consent: one choice (the first, a change, a withdrawal). Each
 * optional category must be stated: nothing is granted by omission.
 */
export const consentInputSchema = requestBody({
  consentId: consentIdSchema,
  categories: z.object(
    {
      statistics: z.boolean({ error: choiceMessage('Statistik') }),
      marketing: z.boolean({ error: choiceMessage('Marketing') }),
    },
    { error: 'categories muss ein Objekt mit statistics und marketing (true/false) sein' },
  ),
  revision: consentRevisionSchema,
  action: z.enum(CONSENT_ACTIONS, {
    error: "action muss 'accept-all', 'reject-all' oder 'save-selection' sein",
  }),
  language: z.enum(LANGUAGES, { error: "Sprache muss 'de', 'es' oder 'fr' sein" }),
  country: pageLocaleFields.country,
});
export type ConsentInput = z.infer<typeof consentInputSchema>;

/** 201 of POST /api/consent: the proof as stored (server time; no IP, no visitor id). */
export const consentRecordSchema = z.object({
  id: z.string(),
  consentId: z.string(),
  timestamp: z.string(),
  granted: z.array(consentCategorySchema),
  denied: z.array(consentCategorySchema),
  revision: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  language: z.enum(LANGUAGES),
  country: z.string().nullable(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

export const storageLifetimeSchema = z.union([
  z.object({ amount: z.number().int().positive(), unit: z.enum(LIFETIME_UNITS) }),
  z.enum(['session', 'persistent']),
]);

export const storageEntrySchema = z.object({
  name: z.string().min(1).max(191),
  kind: z.enum(STORAGE_KINDS),
  lifetime: storageLifetimeSchema,
});
export type StorageEntryRecord = z.infer<typeof storageEntrySchema>;

/** One service of a category, in the requested language. */
export const consentServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  purpose: z.string(),
  storage: z.array(storageEntrySchema),
  /** The https origins its script talks to (the pages' CSP allows them); none for the site's own. */
  origins: z.array(z.string()),
});
export type ConsentService = z.infer<typeof consentServiceSchema>;

/** GET /api/consent/config?language= (absent or empty: de). */
export const consentConfigQuerySchema = z.object({ language: languageQuerySchema });
export type ConsentConfigQuery = z.infer<typeof consentConfigQuerySchema>;

/** GET /api/consent/config: what the second layer lists, and the revision a choice is made on. */
export const consentConfigSchema = z.object({
  revision: z.string(),
  textsVersion: z.string(),
  language: z.enum(LANGUAGES),
  categories: z.array(
    z.object({
      id: consentCategorySchema,
      /** Always granted, shown without a switch (necessary). */
      required: z.boolean(),
      services: z.array(consentServiceSchema),
    }),
  ),
});
export type ConsentConfig = z.infer<typeof consentConfigSchema>;
