// The roadmap's fixed values, without zod: the roadmap page imports these
// with its page and never loads the schemas.

/** An item's state in the plan: geplant, in Arbeit, erledigt. */
export const ROADMAP_STATUSES = ['planned', 'in_progress', 'done'] as const;
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];

/**
 * How exact an item's date is: a day ("15.09.2025"), a month ("Januar
 * 2026") or a quarter ("Q2 2026", for what is further away). The date is
 * then the first day of that month or quarter.
 */
export const ROADMAP_DATE_PRECISIONS = ['day', 'month', 'quarter'] as const;
export type RoadmapDatePrecision = (typeof ROADMAP_DATE_PRECISIONS)[number];

/**
 * An item's key (a slug, 2 to 32 characters): the board links its entries to
 * an item by it, the roadmap page uses it as the item's anchor. Fixed once
 * the item exists.
 */
export const ROADMAP_KEY_PATTERN = /^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])$/;
