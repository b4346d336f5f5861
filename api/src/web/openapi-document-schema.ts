import { z } from 'zod';

/** The OpenAPI document itself: an object with `openapi`, `info` and `paths` (API-only, not a contract). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({}),
  paths: z.record(z.string(), z.looseObject({})),
});
