import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BRAND } from 'contracts/brand';
import { isLanguage } from '../locale/locale';
import {
  frenchSpacingProblems,
  taggedTexts,
  voiceProblems,
  type TaggedText,
} from '../../testing/voice';

/**
 * One voice on every page (DESIGN.md §9, issue 19): every text of every
 * catalog says du / tú / tu and spells the brands helloMarketing and
 * helloCASH. The catalogs are found, not listed, so a new section's texts
 * are covered without a line here: each workspace's `src/**\/texts/*.ts`
 * and `*Texts.ts` (as the catalogs tests import them), the contracts'
 * language records and messages, the API's messages and mails, and the
 * content it seeds. The
 * German messages (`…Messages`, the API's words) count as German.
 */

/** The spec quotes these verbatim (SPEC.md wins over the voice): nothing else may say "Sie" or "helloCash". */
const VERBATIM_SPEC_TEXTS = [
  // SPEC §8, the payment lead's success toast.
  'Ihre Voranmeldung wurde erfolgreich gespeichert. Wir melden uns bei Ihnen.',
  // SPEC §2, the menu label 'helloCash <> {product}' (and the page it names, in every language).
  `helloCash <> ${BRAND.name}`,
];

const ROOT = path.resolve(__dirname, '../../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The workspaces package.json names (`mfe-*` expanded), as scripts/workspaces.mjs reads them. */
function workspaces(): string[] {
  const patterns: string[] = JSON.parse(
    readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
  ).workspaces;
  return patterns.flatMap((pattern) =>
    pattern.endsWith('*')
      ? readdirSync(ROOT).filter(
          (name) =>
            name.startsWith(pattern.slice(0, -1)) && statSync(path.join(ROOT, name)).isDirectory(),
        )
      : [pattern],
  );
}

const isCatalogFile = (file: string) =>
  /\.ts$/.test(file) &&
  (file.split(path.sep).includes('texts') || /^(?!use[A-Z]).*Texts\.ts$/.test(path.basename(file)));

/**
 * The content the database is seeded with (e-books, products, stories, FAQs,
 * the roadmap…): visitors read it as they read the catalogs. Not the texts
 * first seeded in "Sie" form, kept only to recognise them in old databases.
 */
const isSeededContent = (file: string) =>
  file.includes(`${path.sep}db${path.sep}seeds${path.sep}`) &&
  path.basename(file) !== 'superseded-texts.ts';

/** The modules whose exports are texts, per workspace. */
function textModules(): Array<{ workspace: string; file: string }> {
  return workspaces().flatMap((workspace) => {
    const src = path.join(ROOT, workspace, 'src');
    const files = filesUnder(src).filter((file) => {
      if (workspace === 'contracts') return true;
      if (workspace === 'api') {
        const source = readFileSync(file, 'utf8');
        return (
          file.includes(`${path.sep}mail${path.sep}`) ||
          /export const \w+Messages\b/.test(source) ||
          isSeededContent(file)
        );
      }
      return isCatalogFile(file);
    });
    return files.map((file) => ({ workspace, file }));
  });
}

interface FoundText extends TaggedText {
  workspace: string;
}

let walked: FoundText[] = [];
let found: FoundText[] = [];

beforeAll(async () => {
  const modules = await Promise.all(
    textModules().map(async ({ workspace, file }) => {
      const exports: Record<string, unknown> = await import(file);
      const where = path.relative(ROOT, file);
      return Object.entries(exports).flatMap(([name, value]) => {
        // `export const de = {…}` is German, and so are the API's `…Messages`.
        const language = isLanguage(name) ? name : /Messages$/.test(name) ? 'de' : undefined;
        return taggedTexts(value, `${where}:${name}`, language).map((text) => ({
          ...text,
          workspace,
        }));
      });
    }),
  );
  walked = modules.flat();
  // A catalog is reached twice (`texts/de.ts` and the `resources` of `texts/index.ts`): each text once.
  found = [...new Map(walked.map((text) => [`${text.language} ${text.text}`, text])).values()];
});

describe('one voice in every catalog', () => {
  it('finds every app’s catalogs in all three languages', () => {
    const appsWithTexts = workspaces().filter((workspace) => {
      try {
        return statSync(path.join(ROOT, workspace, 'src/texts')).isDirectory();
      } catch {
        return false;
      }
    });
    expect(appsWithTexts.length).toBeGreaterThan(1);
    for (const workspace of [...appsWithTexts, 'shared-ui', 'contracts', 'api']) {
      const languages = new Set(
        walked.filter((text) => text.workspace === workspace).map((text) => text.language),
      );
      expect([workspace, [...languages].sort()]).toEqual([workspace, ['de', 'es', 'fr']]);
    }
  });

  it('addresses the visitor as du / tú / tu and spells the brands right', () => {
    const problems = found.flatMap(({ path: where, language, text }) =>
      voiceProblems(text, language, VERBATIM_SPEC_TEXTS).map(
        ({ rule, found: words }) => `${where} (${language}) ${rule}: "${words}" in "${text}"`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('spaces French punctuation as French readers expect (no line starts with "?")', () => {
    const problems = found
      .filter(({ language }) => language === 'fr')
      .flatMap(({ path: where, text }) =>
        frenchSpacingProblems(text).map(
          ({ rule, found: words }) => `${where} ${rule}: "${words}" in "${text}"`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it('keeps its allowlist to texts that are still there', () => {
    for (const quote of VERBATIM_SPEC_TEXTS) {
      expect([quote, found.some(({ text }) => text.includes(quote))]).toEqual([quote, true]);
    }
  });
});
