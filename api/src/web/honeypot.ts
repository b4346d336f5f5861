import { HONEYPOT_FIELD } from 'contracts';

/** True when a bot filled the lead forms' invisible `website` field. */
export function honeypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
