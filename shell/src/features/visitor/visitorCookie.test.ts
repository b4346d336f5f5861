import { ensureVisitorId, newVisitorId, readVisitorId, visitorCookie } from './visitorCookie';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('visitor cookie (SPEC §9)', () => {
  it('has the stated attributes', () => {
    expect(visitorCookie('abc')).toBe('visitor_id=abc; Max-Age=2592000; Path=/; SameSite=Lax');
  });

  it('reads a valid id and ignores anything else', () => {
    const id = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
    expect(readVisitorId(`a=1; visitor_id=${id}; b=2`)).toBe(id);
    expect(readVisitorId('visitor_id=<script>')).toBeUndefined();
    expect(readVisitorId('')).toBeUndefined();
  });

  it('treats an undecodable or non-RFC id as none, so the page issues a new one', () => {
    expect(readVisitorId('visitor_id=%')).toBeUndefined();
    expect(readVisitorId('visitor_id=%E0%A4%A; other=1')).toBeUndefined();
    // Version 0 and a wrong variant: the API would refuse them (contracts' one rule).
    expect(readVisitorId('visitor_id=3f1c2a9e-8d4b-0c6a-9e2f-1a2b3c4d5e6f')).toBeUndefined();
    expect(readVisitorId('visitor_id=3f1c2a9e-8d4b-4c6a-7e2f-1a2b3c4d5e6f')).toBeUndefined();
    // A broken cookie of someone else's does not hide ours.
    const id = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
    expect(readVisitorId(`tracker=%; visitor_id=${id}`)).toBe(id);
  });

  it('creates a UUID once and keeps it', () => {
    document.cookie = 'visitor_id=; Max-Age=0; Path=/';
    const first = ensureVisitorId(document);
    expect(first).toMatch(UUID);
    expect(ensureVisitorId(document)).toBe(first);
    expect(newVisitorId()).toMatch(UUID);
  });
});
