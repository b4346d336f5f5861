import { z } from 'zod';
import { languageSchema } from './locale';
import { gradientTypeSchema, previewedSchema } from './content';
import { ROADMAP_DATE_PRECISIONS, ROADMAP_STATUSES } from './roadmapFields';

export * from './roadmapFields';

export const roadmapStatusSchema = z.enum(ROADMAP_STATUSES);
export const roadmapDatePrecisionSchema = z.enum(ROADMAP_DATE_PRECISIONS);

/**
 * GET /api/roadmap: one active item of the roadmap, its texts in the
 * language asked for where it has them (else German, the source).
 */
export const roadmapItemSchema = z.object({
  /** Stable key (a slug): the board links its entries to an item by it; the page's anchor. */
  key: z.string(),
  /** 'YYYY-MM-DD'; for a month or quarter its first day. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  precision: roadmapDatePrecisionSchema,
  status: roadmapStatusSchema,
  /**
   * 'Aktuell': the items in progress; while none is, the next planned one
   * (the earliest date). Decided by the API from the items, never by a date
   * fixed in a page's build.
   */
  current: z.boolean(),
  /** The dot's colour on the timeline. */
  gradientType: gradientTypeSchema,
  title: z.string(),
  description: z.string(),
  /** The language of title and description. */
  language: languageSchema,
  preview: previewedSchema,
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;
