import { z } from 'zod';
import {
  cleanPath,
  cleanTouch,
  TOUCH_FIELDS,
  type Touch,
  type TouchField,
} from './attributionFields';

export * from './attributionFields';

// A raw value longer than this is a forged request, not a campaign link: refused (400).
const RAW_MAX_LENGTH = 2000;
const rawText = z
  .string({ error: 'Attributionswerte müssen Text sein' })
  .max(RAW_MAX_LENGTH, `Attributionswerte sind höchstens ${RAW_MAX_LENGTH} Zeichen lang`)
  .optional();

/**
 * One touch as a lead form sends it. Every value is cleaned, never refused
 * for its content (a lead is worth more than a tidy campaign name): visible
 * characters, no `<`/`>`, cut to its length (attributionFields.ts); empty
 * values are left out.
 */
export const touchSchema = z
  .object(
    Object.fromEntries(TOUCH_FIELDS.map((field) => [field, rawText])) as Record<
      TouchField,
      typeof rawText
    >,
    { error: 'Ein Kontaktpunkt muss ein Objekt sein' },
  )
  .transform((raw): Touch | undefined => cleanTouch(raw))
  .meta({
    description:
      'utm_source/medium/campaign (klein geschrieben), utm_term/content, Host des Verweises, Einstiegspfad; bereinigt und gekürzt.',
  });

/** The optional `attribution` of every lead's POST (issue 37): empty stays empty. */
export const attributionInputSchema = z
  .object(
    {
      firstTouch: touchSchema.optional(),
      lastTouch: touchSchema.optional(),
      formPath: rawText.transform((value) => cleanPath(value) || undefined),
    },
    { error: 'attribution muss ein Objekt sein' },
  )
  .optional();
export type AttributionInput = z.infer<typeof attributionInputSchema>;

/** The fields a lead's input schema spreads in. */
export const attributionFields = { attribution: attributionInputSchema };

const storedTouchSchema = z.object(
  Object.fromEntries(TOUCH_FIELDS.map((field) => [field, z.string().nullable()])) as Record<
    TouchField,
    z.ZodNullable<z.ZodString>
  >,
);
/** A lead's attribution as the desk shows it: every field, null where none. */
export const leadAttributionSchema = z.object({
  firstTouch: storedTouchSchema,
  lastTouch: storedTouchSchema,
  formPath: z.string().nullable(),
});
export type LeadAttribution = z.infer<typeof leadAttributionSchema>;
