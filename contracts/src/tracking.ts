import { z } from 'zod';
import { requestBody, visitorIdSchema } from './common';
import { PATH_MAX_LENGTH, touchSchema } from './attribution';
import { OPTIONAL_CONSENT_CATEGORIES } from './consent/categories';
import { pageLocaleFields } from './locale';
import { textField } from './textField';

import { DEVICE_TYPES } from './pageViewFields';

export * from './pageViewFields';

export const deviceTypeSchema = z.enum(DEVICE_TYPES, {
  error: "Gerätetyp muss 'mobile', 'tablet' oder 'desktop' sein",
});

/**
 * POST /api/track/pageview. `visitorId` only with Statistik consent (the
 * `visitor_id` cookie); without it the API counts the view cookieless.
 */
export const pageViewInputSchema = requestBody({
  visitorId: visitorIdSchema.optional(),
  url: textField({ label: 'URL', maxLength: 2048, minVisible: 1, trim: true }),
  deviceType: deviceTypeSchema,
  // Stored as sent (not trimmed): it is the browser's own string.
  userAgent: textField({ label: 'User-Agent', maxLength: 1024, minVisible: 0 }).optional(),
  ...pageLocaleFields,
  /** The visit's campaign (issue 37): its landing's utm_source/medium/campaign; the rest is ignored. */
  campaign: touchSchema.optional(),
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;

/**
 * GET /api/track/pageview.gif (PAGE_VIEW_BEACON_PATH): the page view of a
 * page shown without script, asked for by the page's <noscript> image.
 */
export const pageViewBeaconQuerySchema = z.object({
  // A page's path, no longer than attribution keeps one: a URL of a few KB fits any server's limit.
  url: textField({ label: 'URL', maxLength: PATH_MAX_LENGTH, minVisible: 1, trim: true }),
  ...pageLocaleFields,
});
export type PageViewBeaconQuery = z.infer<typeof pageViewBeaconQuerySchema>;

/** 201 of POST /api/track/pageview: the stored record (visitorId null when none was sent). */
export const pageViewRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string().nullable(),
  url: z.string(),
  deviceType: deviceTypeSchema,
  userAgent: z.string().nullable(),
  timestamp: z.string(),
});
export type PageViewRecord = z.infer<typeof pageViewRecordSchema>;

export const pixelPositionSchema = z.enum(['head', 'body']);

/**
 * GET /api/tracking-pixels/active: only what the browser needs to inject a
 * script, and the consent category that must be granted first.
 */
export const activeTrackingPixelSchema = z.object({
  id: z.string(),
  position: pixelPositionSchema,
  scriptContent: z.string(),
  category: z.enum(OPTIONAL_CONSENT_CATEGORIES),
  /** The https origins its script talks to: the page's CSP allows them (issue 39 §7). */
  origins: z.array(z.string()),
});
export type ActiveTrackingPixel = z.infer<typeof activeTrackingPixelSchema>;
