import { z } from 'zod';
import { pixelCategorySchema } from '../consent/schemas';
import { textField } from '../textField';
import { pixelPositionSchema } from '../tracking';

/**
 * Tracking pixels in the console (admin only): what the shell injects on
 * every public page for every visitor who consents to the pixel's category.
 * German messages, mapped by the console to its catalogs like the others.
 */
export const pixelMessages = {
  notFound: 'Tracking-Pixel nicht gefunden',
  categoryInvalid: "Kategorie muss 'statistics' (Statistik) oder 'marketing' sein",
  positionInvalid: "Position muss 'head' oder 'body' sein",
  activeInvalid: 'active muss true oder false sein',
  versionInvalid: 'Version fehlt oder ist ungültig (ganze Zahl ab 1 erwartet)',
  originInvalid:
    'Erlaubte Adressen: je Zeile eine https-Adresse ohne Pfad, z. B. https://www.googletagmanager.com',
  originsTooMany: 'Höchstens 20 erlaubte Adressen',
  editedMeanwhile:
    'Dieser Pixel wurde inzwischen von jemand anderem geändert. Lade ihn neu und prüfe die Änderungen, bevor du speicherst.',
} as const;

export const PIXEL_SCRIPT_MAX_LENGTH = 20_000;

export const PIXEL_ORIGINS_MAX = 20;

/**
 * An origin a pixel's script talks to, as a CSP source names it: https, a
 * host (its first label may be `*` for every subdomain), an optional port,
 * nothing after — so no value can add a keyword or a second source.
 */
export const PIXEL_ORIGIN_PATTERN =
  /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+(?::\d{1,5})?$/;

const pixelOriginsSchema = z
  .array(
    z
      .string({ error: pixelMessages.originInvalid })
      .trim()
      .toLowerCase()
      .regex(PIXEL_ORIGIN_PATTERN, { error: pixelMessages.originInvalid }),
    { error: pixelMessages.originInvalid },
  )
  .max(PIXEL_ORIGINS_MAX, { error: pixelMessages.originsTooMany })
  .transform((origins) => [...new Set(origins)]);

const nameField = (label: string, maxLength: number) =>
  textField({ label, maxLength, minVisible: 1, trim: true });

/** The fields an admin edits (POST /api/admin/pixels creates with them). */
export const pixelFieldsSchema = z.object({
  name: nameField('Name', 191),
  vendor: nameField('Anbieter', 191),
  /** Free label of the kind of pixel (analytics, advertising, …). */
  type: nameField('Typ', 64),
  category: z.enum(pixelCategorySchema.options, { error: pixelMessages.categoryInvalid }),
  position: z.enum(pixelPositionSchema.options, { error: pixelMessages.positionInvalid }),
  /** JavaScript, without the <script> tag around it. */
  script: textField({
    label: 'Skript',
    maxLength: PIXEL_SCRIPT_MAX_LENGTH,
    minVisible: 1,
    multiline: true,
    trim: true,
  }),
  active: z.boolean({ error: pixelMessages.activeInvalid }),
  /** Where the script connects, loads images and frames from: nothing else is allowed on the pages. */
  origins: pixelOriginsSchema.default([]),
});
export type PixelFields = z.infer<typeof pixelFieldsSchema>;

const versionSchema = z
  .number({ error: pixelMessages.versionInvalid })
  .int({ error: pixelMessages.versionInvalid })
  .min(1, { error: pixelMessages.versionInvalid });

/** POST /api/admin/pixels: a new pixel (inactive unless `active` says otherwise). */
export const createPixelInputSchema = z.object(
  { ...pixelFieldsSchema.shape, active: pixelFieldsSchema.shape.active.default(false) },
  { error: 'Request-Body muss ein JSON-Objekt sein' },
);
export type CreatePixelInput = z.infer<typeof createPixelInputSchema>;

/**
 * POST /api/admin/pixels/:id: every field, and the version the edit started
 * from; a pixel changed by someone else since is refused with 409.
 */
export const updatePixelInputSchema = z.object(
  { ...pixelFieldsSchema.shape, version: versionSchema },
  { error: 'Request-Body muss ein JSON-Objekt sein' },
);
export type UpdatePixelInput = z.infer<typeof updatePixelInputSchema>;

/** POST /api/admin/pixels/:id/active: switch it on or off (audit-logged). */
export const pixelActiveInputSchema = z.object(
  { active: z.boolean({ error: pixelMessages.activeInvalid }) },
  { error: 'Request-Body muss ein JSON-Objekt sein' },
);
export type PixelActiveInput = z.infer<typeof pixelActiveInputSchema>;

/** A pixel as the console sees it. */
export const adminPixelSchema = z.object({
  id: z.string(),
  name: z.string(),
  vendor: z.string(),
  type: z.string(),
  category: pixelCategorySchema,
  position: pixelPositionSchema,
  script: z.string(),
  active: z.boolean(),
  origins: z.array(z.string()),
  /** Goes up with every change; an edit sends back the one it started from. */
  version: z.number().int().positive(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPixel = z.infer<typeof adminPixelSchema>;

export const adminPixelListSchema = z.array(adminPixelSchema);

/** 200 of POST /api/admin/pixels/:id/delete */
export const pixelDeletedSchema = z.object({ deleted: z.literal(true) });
