import { z } from 'zod';
import { caseInsensitiveCode } from '../textField';
import { adminMessages } from './messages';

const LIMIT_MESSAGE = 'limit muss eine Zahl von 1 bis 200 sein';

/** ?limit= of the console's lists: rows per page, 1 to 200 (default 50). */
export const pageLimitSchema = z.coerce
  .number({ error: LIMIT_MESSAGE })
  .int(LIMIT_MESSAGE)
  .min(1, LIMIT_MESSAGE)
  .max(200, LIMIT_MESSAGE)
  .default(50);

/** ?cursor=: the previous page's `nextCursor` (keyset paging, base64url). */
export const pageCursorSchema = z
  .string({ error: adminMessages.cursorInvalid })
  .max(600, adminMessages.cursorInvalid)
  .regex(/^[A-Za-z0-9_-]*$/, adminMessages.cursorInvalid)
  .optional();

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** ?order= of a console list: desc (default, newest first) or asc; any letter case. */
export const sortOrderSchema = caseInsensitiveCode(
  SORT_ORDERS,
  "Reihenfolge muss 'asc' oder 'desc' sein",
).transform((value): SortOrder => value ?? 'desc');
