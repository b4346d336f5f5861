import { z } from 'zod';
import { deviceTypeSchema, interestLevelSchema, paymentProviderSchema } from 'contracts';

/**
 * Shapes of the records the write endpoints answer with (201). The read shapes
 * live in `contracts`; these mirror `api/src/data/*` and only feed the OpenAPI
 * document.
 */
export const healthStatusSchema = z.object({ status: z.literal('ok') });

export const pageViewRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  url: z.string(),
  deviceType: deviceTypeSchema,
  userAgent: z.string().nullable(),
  timestamp: z.string(),
});

export const downloadRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  ebookCategory: z.string(),
  ebookId: z.string().nullable(),
  deviceType: deviceTypeSchema,
  timestamp: z.string(),
});

export const emailCaptureRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  email: z.string(),
  newsletterOptIn: z.boolean(),
  ebookCategory: z.string(),
  ebookId: z.string().nullable(),
  timestamp: z.string(),
});

export const paymentLeadRecordSchema = z.object({
  id: z.string(),
  visitorId: z.string(),
  email: z.string(),
  provider: paymentProviderSchema,
  interestLevel: interestLevelSchema,
  converted: z.boolean(),
  timestamp: z.string(),
});

/** The OpenAPI document itself: an object with `openapi`, `info` and `paths`. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.record(z.string(), z.looseObject({})),
});
