/**
 * The visitor id (SPEC §9: a generated UUID kept in the `visitor_id` cookie),
 * without zod, so the shell can check a cookie with the very rule the API
 * validates with (visitorIdSchema): an RFC 9562 (formerly 4122) UUID of
 * version 1 to 8 with the RFC variant, any letter case. The nil and max UUIDs
 * are never generated, so they are no visitor's id.
 */
export const VISITOR_ID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}
