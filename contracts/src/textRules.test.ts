import fc from 'fast-check';
import {
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MIN_LENGTH,
  feedbackTextSchema,
  textField,
  textFieldMessages,
  validationMessages,
} from './index';
import {
  CONTAINS_VISIBLE,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_MULTILINE,
  NO_LONE_SURROGATES,
  atLeastVisibleCodePoints,
  codePointLength,
  visibleLength,
} from './textRules';

/** What a person sees as one character each. */
const visibleClusters = [
  'a',
  'Z',
  '7',
  '?',
  'ä',
  'e\u0301', // e + combining acute: one é
  'ß',
  'ñ',
  '漢',
  '가', // a Hangul syllable
  '\u1100\u1161', // the same syllable written as two jamo
  'ا',
  'ש',
  '😀', // 4 bytes in UTF-8
  '👍🏽', // with a skin tone modifier
  '🇩🇪', // a flag: two regional indicators
  '👨‍👩‍👧', // a family: three emoji joined by ZWJ
  '❤️', // with variation selector 16
  '\u{1D11E}', // musical G clef, astral
  '\uFFFD',
];

/**
 * Code points that show nothing. Not ZWJ: between two emoji it joins them
 * into one character, which is the point of it.
 */
const invisibleCodePoints = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00A0', // no-break space
  '\u3000', // ideographic space
  '\u2028',
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u00AD', // soft hyphen
  '\u061C', // Arabic letter mark
  '\u180E',
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200E', // left-to-right mark
  '\u202E', // right-to-left override
  '\u2060', // word joiner
  '\u2066', // left-to-right isolate
  '\uFEFF', // byte order mark
  '\u034F', // combining grapheme joiner
  '\u115F', // Hangul choseong filler
  '\u1160', // Hangul jungseong filler
  '\u3164', // Hangul filler
  '\uFFA0', // halfwidth Hangul filler
  '\u2800', // braille pattern blank
  '\uFE0F', // a variation selector alone
  '\u{E0001}', // language tag
  '\u{E0100}', // variation selector 17
];

const invisible = fc.constantFrom(...invisibleCodePoints);
const invisibleRun = fc.array(invisible, { maxLength: 4 }).map((run) => run.join(''));

/** k visible characters with any invisible code points before, between and after them. */
const textOfVisible = (k: number) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...visibleClusters), { minLength: k, maxLength: k }),
      fc.array(invisibleRun, { minLength: k + 1, maxLength: k + 1 }),
    )
    .map(([clusters, gaps]) => gaps[0] + clusters.map((c, i) => c + gaps[i + 1]).join(''));

describe('visibleLength: characters a person sees', () => {
  it('counts each visible character once, whatever invisible code points surround it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }).chain((k) => fc.tuple(fc.constant(k), textOfVisible(k))),
        ([k, text]) => {
          expect(visibleLength(text)).toBe(k);
          // The regex of the OpenAPI document: a necessary condition of the count.
          expect(atLeastVisibleCodePoints(k).test(text)).toBe(true);
          expect(CONTAINS_VISIBLE.test(text)).toBe(k > 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('text of invisible code points only is 0 characters long, however long it is', () => {
    fc.assert(
      fc.property(fc.array(invisible, { maxLength: 200 }), (codePoints) => {
        expect(visibleLength(codePoints.join(''))).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never counts more characters than code points with a visible one', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const visibleCodePoints = [...text].filter((c) => CONTAINS_VISIBLE.test(c)).length;
        expect(visibleLength(text)).toBeLessThanOrEqual(visibleCodePoints);
        expect(visibleLength(text) > 0).toBe(visibleCodePoints > 0);
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['ten zero-width spaces', '\u200B'.repeat(10)],
    ['ten NULs', '\u0000'.repeat(10)],
    ['ten Hangul fillers', '\u3164'.repeat(10)],
    ['ten braille blanks', '\u2800'.repeat(10)],
    ['ten variation selectors', '\uFE0F'.repeat(10)],
    ['ten BOMs and bidi marks', '\uFEFF\u200E\u200F\u202A\u202C\u2066\u2069\u061C\u00AD\u2060'],
  ])('%s are 0 characters', (_name, text) => {
    expect(visibleLength(text)).toBe(0);
  });
});

describe('the feedback text rule (one schema for the API and the form)', () => {
  const issue = (text: unknown) => feedbackTextSchema.safeParse(text).error?.issues[0]?.message;

  it.each([
    ['ten zero-width spaces', '\u200B'.repeat(10)],
    ['ten NULs', '\u0000'.repeat(10)],
    ['ten Hangul fillers', '\u3164'.repeat(10)],
    ['ten spaces', ' '.repeat(10)],
    ['nine letters among invisible ones', `\u200Babc\u3164def\u2800ghi${'\u200B'.repeat(20)}`],
    ['five flags (ten code points)', '🇩🇪🇪🇸🇫🇷🇩🇪🇪🇸'],
  ])('refuses %s with the SPEC message', (_name, text) => {
    expect(issue(text)).toBe(validationMessages.feedbackTooShort);
  });

  it('accepts ten visible characters, however they are written, and trims only white space', () => {
    fc.assert(
      fc.property(textOfVisible(FEEDBACK_MIN_LENGTH), (text) => {
        const allowed = NO_CONTROL_CHARACTERS_MULTILINE.test(text);
        const result = feedbackTextSchema.safeParse(text);
        expect(result.success).toBe(allowed);
        if (result.success) expect(result.data).toBe(text.trim());
        else expect(issue(text)).toBe(textFieldMessages.controlCharacters('Feedback', true));
      }),
      { numRuns: 300 },
    );
  });

  it('is exactly: at most 5000 code points, 10 visible, no control but tab/line breaks, no lone surrogate', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      textOfVisible(9),
      textOfVisible(10),
      fc.constantFrom('😀'.repeat(FEEDBACK_MAX_LENGTH), `${'😀'.repeat(FEEDBACK_MAX_LENGTH)} `),
    );
    fc.assert(
      fc.property(text, (value) => {
        const expected =
          codePointLength(value) <= FEEDBACK_MAX_LENGTH &&
          visibleLength(value) >= FEEDBACK_MIN_LENGTH &&
          NO_CONTROL_CHARACTERS_MULTILINE.test(value) &&
          NO_LONE_SURROGATES.test(value);
        expect(feedbackTextSchema.safeParse(value).success).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses other control characters and lone surrogates in text that is long enough', () => {
    expect(issue('Hallo Welt,\tzweite\r\nZeile')).toBeUndefined();
    expect(issue('Hallo Welt\u0000!')).toBe(textFieldMessages.controlCharacters('Feedback', true));
    expect(issue('Hallo Welt\u001B[31m')).toBe(
      textFieldMessages.controlCharacters('Feedback', true),
    );
    expect(issue('Hallo Welt! \uD800')).toBe(textFieldMessages.loneSurrogates('Feedback'));
    expect(issue('Hallo Welt! \uDE00\uD83D')).toBe(textFieldMessages.loneSurrogates('Feedback'));
  });

  it('counts the 5000 maximum in code points: 5000 emoji fit, 5001 do not', () => {
    expect(issue('😀'.repeat(FEEDBACK_MAX_LENGTH))).toBeUndefined();
    expect(issue('😀'.repeat(FEEDBACK_MAX_LENGTH + 1))).toBe(validationMessages.feedbackTooLong);
  });
});

describe('one-line text fields', () => {
  const category = textField({ label: 'Kategorie', maxLength: 64, minVisible: 1, trim: true });

  it('refuses every control character, line breaks and tabs included', () => {
    for (const text of ['Face\nbook', 'Face\tbook', 'Facebook\u0000', '\u0085Facebook']) {
      expect(category.safeParse(text).error?.issues[0]?.message).toBe(
        textFieldMessages.controlCharacters('Kategorie', false),
      );
    }
    expect(NO_CONTROL_CHARACTERS.test('Facebook und Instagram')).toBe(true);
  });

  it('needs a visible character and names the field', () => {
    expect(category.safeParse('\u200B').error?.issues[0]?.message).toBe('Kategorie fehlt');
    expect(category.safeParse(' Facebook ').data).toBe('Facebook');
    expect(category.safeParse('x'.repeat(65)).error?.issues[0]?.message).toBe(
      'Kategorie ist zu lang (höchstens 64 Zeichen)',
    );
  });
});
