import { canonicalEbookSegment, ebookPath, parseEbookRef } from './ebookRef';

const UUID = '10000000-0000-4000-8000-000000000002';

describe('e-book id in the URL (SPEC §2)', () => {
  it.each([
    ['facebook-fuer-lokale-unternehmen-1', { kind: 'numeric', numericId: 1 }],
    ['instagram-reels-30-ideen-3', { kind: 'numeric', numericId: 3 }],
    ['ein-falscher-slug-42', { kind: 'numeric', numericId: 42 }],
    ['7', { kind: 'numeric', numericId: 7 }],
    [`facebook-und-instagram-werbeanzeigen-${UUID}`, { kind: 'uuid', id: UUID }],
    [UUID, { kind: 'uuid', id: UUID }],
    [`slug-${UUID.toUpperCase()}`, { kind: 'uuid', id: UUID }],
  ])('reads %s', (segment, expected) => {
    expect(parseEbookRef(segment)).toEqual(expected);
  });

  it('takes a trailing UUID whose last group is all digits as a UUID, not a number', () => {
    expect(parseEbookRef(`x-${UUID}`)).toEqual({ kind: 'uuid', id: UUID });
  });

  it.each([
    ['no id at all', 'facebook-fuer-lokale-unternehmen'],
    ['empty', ''],
    ['a number glued to the slug', 'slug42'],
    ['a number too large to be an id', 'slug-99999999999999999999'],
    ['a UUID with a group too short', 'slug-10000000-0000-4000-8000-00000000001g'],
  ])('finds no id in %s', (_case, segment) => {
    expect(parseEbookRef(segment)).toBeNull();
  });

  it('leaves to the API whether an id can exist', () => {
    // The API answers 400 for these; the page treats that as not found.
    expect(parseEbookRef('slug-0')).toEqual({ kind: 'numeric', numericId: 0 });
    expect(parseEbookRef(`slug-10000000-0000-0000-0000-000000000001`)).toEqual({
      kind: 'uuid',
      id: '10000000-0000-0000-0000-000000000001',
    });
  });

  it('rejects a missing segment', () => {
    expect(parseEbookRef(undefined)).toBeNull();
  });

  it('links with the numeric id when there is one, else with the UUID', () => {
    const ebook = { id: UUID, slug: 'facebook-und-instagram-werbeanzeigen' };
    expect(canonicalEbookSegment({ ...ebook, numericId: 2 })).toBe(
      'facebook-und-instagram-werbeanzeigen-2',
    );
    expect(ebookPath({ ...ebook, numericId: null })).toBe(
      `social-media-tipps-und-tricks/facebook-und-instagram-werbeanzeigen-${UUID}`,
    );
  });
});
