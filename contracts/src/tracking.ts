import { z } from 'zod';
import { visitorIdSchema } from './common';
import { pageLocaleFields } from './locale';

export const deviceTypeSchema = z.enum(['mobile', 'tablet', 'desktop']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** POST /api/track/pageview */
export const pageViewInputSchema = z.object({
  visitorId: visitorIdSchema,
  url: z.string().trim().min(1).max(2048),
  deviceType: deviceTypeSchema,
  userAgent: z.string().max(1024).optional(),
  ...pageLocaleFields,
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;

/** 201 of POST /api/track/pageview: the stored record. */
export const pageViewRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  url: z.string(),
  deviceType: deviceTypeSchema,
  userAgent: z.string().nullable(),
  timestamp: z.string(),
});
export type PageViewRecord = z.infer<typeof pageViewRecordSchema>;

export const pixelPositionSchema = z.enum(['head', 'body']);

/** GET /api/tracking-pixels/active: only what the browser needs to inject a script. */
export const activeTrackingPixelSchema = z.object({
  id: z.string(),
  position: pixelPositionSchema,
  scriptContent: z.string(),
});
export type ActiveTrackingPixel = z.infer<typeof activeTrackingPixelSchema>;
