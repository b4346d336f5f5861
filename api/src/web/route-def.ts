import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { StaffRole } from 'contracts';
import type { Services } from '../services';
import type { CacheTag } from './cache-tags';
import type { CachePolicy } from './response-cache';

/**
 * One route: the Express router and the OpenAPI document are both built from
 * this, so a route cannot exist undocumented. `request` names the schemas the
 * handler validates with; `responses` the success shapes; `errors` the statuses
 * beyond the generic ones (400 with a request, 413/415/429 on POST, 503, 500).
 */
export interface RouteDef {
  method: 'get' | 'post';
  /** Express syntax (`:param`). */
  path: string;
  summary: string;
  handler: (services: Services) => RequestHandler;
  request?: {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: Record<string, z.ZodType>;
    /** Request headers the handler reads (names lower-case), e.g. the voter key of the board. */
    headers?: z.ZodObject;
    /** Cookies the handler reads (the board's voter cookie); documented, never a 400. */
    cookies?: z.ZodObject;
  };
  responses: Record<number, z.ZodType>;
  errors?: number[];
  /** false for routes that never touch the database (no 503). */
  usesDatabase?: boolean;
  /** GET answers kept in memory (see response-cache.ts). */
  cache?: CachePolicy;
  /** Cached answers this write changes; dropped before the write is acknowledged. */
  invalidates?: CacheTag;
  /** Media type of the success answer when it is not JSON (the console's CSV export, the e-book covers). */
  produces?: 'text/csv' | 'image/svg+xml' | 'image/png' | 'image/gif';
  /** Console routes (admin/routes.ts): the staff roles allowed, or 'anyone' (signing in). */
  roles?: readonly StaffRole[] | 'anyone';
}
