import type { Page } from '@playwright/test';

/*
 * "One language per page" (issue 19): no element shows text in a language
 * other than the page's unless it, or an ancestor, carries its own `lang`.
 * The page's text is cut into blocks — the text of a block-level element
 * that shares one effective language (the nearest `lang`, else <html>'s),
 * plus every aria-label, alt, title and placeholder — and each block is
 * scored with a small stopword and letter heuristic for de, es and fr
 * (otherLanguage): names, brands and one-word labels score too little to be
 * judged, a German sentence quoting a Spanish law is still German.
 */

export type CheckedLanguage = 'de' | 'es' | 'fr';
const LANGUAGES: readonly CheckedLanguage[] = ['de', 'es', 'fr'];

/** Function words of each language; those shared by two count for both. */
const STOPWORDS: Record<CheckedLanguage, ReadonlySet<string>> = {
  de: new Set(
    (
      'der die das dem den und ist sind nicht mit für auf dein deine deinen deinem deiner deines ' +
      'du dich dir wir uns unser unsere ich ein eine einen einem einer zu zum zur im vom von sich ' +
      'auch oder bei nach wie über aus wird werden noch nur jetzt hier alle kein keine mehr was ' +
      'wann bis dass wenn kannst hast bitte'
    ).split(' '),
  ),
  es: new Set(
    (
      'el los las y con para por una unos unas tus del al pero más muy sin sobre también está ' +
      'están hay lo nuestro nuestra nuestros nuestras tu te ti que de la en un o como cómo qué ' +
      'puedes tienes este esta estos todo todos ya ahora aquí cuando'
    ).split(' '),
  ),
  fr: new Set(
    (
      'le les et est pour avec une dans pas sur qui nous vous au aux ce cette ces être plus mais ' +
      'ou sont très votre notre nos vos ton ta tes toi des il elle on ne je mon ma mes chez ' +
      'aussi déjà tu te que de la en un'
    ).split(' '),
  ),
};

/** Letters one language writes and the other two do not. */
const LETTERS: Record<CheckedLanguage, RegExp> = {
  de: /[äöß]/,
  es: /[ñáíóú¿¡]/,
  fr: /[çèêàùœâîôûë]/,
};

export interface LanguageScore {
  /** Function words of the language. */
  stopwords: number;
  /** Stopwords, plus 1 if a word is written with a letter only this language uses. */
  score: number;
}

export function languageScores(text: string): Record<CheckedLanguage, LanguageScore> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const scores = {} as Record<CheckedLanguage, LanguageScore>;
  for (const language of LANGUAGES) {
    const stopwords = words.filter((word) => STOPWORDS[language].has(word)).length;
    const letters = words.some((word) => LETTERS[language].test(word)) ? 1 : 0;
    scores[language] = { stopwords, score: stopwords + letters };
  }
  return scores;
}

/**
 * The language the text is written in when the heuristic can tell it is not
 * `own`: at least two of its function words (a name like 'Panadería La
 * Espiga' has one) and a score two above `own`'s. Else null.
 */
export function otherLanguage(text: string, own: string): CheckedLanguage | null {
  const scores = languageScores(text);
  const ownScore = (LANGUAGES as readonly string[]).includes(own)
    ? scores[own as CheckedLanguage].score
    : 0;
  let found: CheckedLanguage | null = null;
  for (const language of LANGUAGES) {
    if (language === own) continue;
    const { stopwords, score } = scores[language];
    if (stopwords >= 2 && score >= ownScore + 2 && (!found || score > scores[found].score))
      found = language;
  }
  return found;
}

/** A piece of text as the page shows (or reads out) it, with its effective language. */
export interface TextBlock {
  text: string;
  lang: string;
  /** Where it is: tag, id and classes of the element, for the failure message. */
  where: string;
}

/** Every visible text block of the page's body and every labelling attribute. */
export function textBlocks(page: Page): Promise<TextBlock[]> {
  return page.evaluate(() => {
    const root = document.body;
    const pageLang = document.documentElement.lang;
    const langOf = (element: Element) =>
      (element.closest('[lang]')?.getAttribute('lang') ?? pageLang).slice(0, 2).toLowerCase();
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.className && typeof element.className === 'string'
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const blockOf = (element: Element): Element => {
      for (let current: Element | null = element; current && current !== root;) {
        const display = getComputedStyle(current).display;
        if (!display.startsWith('inline') && display !== 'contents') return current;
        current = current.parentElement;
      }
      return root;
    };
    const shown = (element: Element) =>
      !element.closest('script, style, noscript, template') &&
      element.checkVisibility({ visibilityProperty: true });

    const blocks = new Map<string, { element: Element; lang: string; text: string }>();
    const keys = new Map<Element, number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!text.trim() || !parent || !shown(parent)) continue;
      const block = blockOf(parent);
      const lang = langOf(parent);
      if (!keys.has(block)) keys.set(block, keys.size);
      const key = `${keys.get(block)} ${lang}`;
      const entry = blocks.get(key) ?? { element: block, lang, text: '' };
      entry.text += ` ${text}`;
      blocks.set(key, entry);
    }
    const result = [...blocks.values()].map(({ element, lang, text }) => ({
      text: text.replace(/\s+/g, ' ').trim(),
      lang,
      where: describe(element),
    }));
    for (const element of root.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (!shown(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value)
          result.push({
            text: value,
            lang: langOf(element),
            where: `${describe(element)}[${name}]`,
          });
      }
    }
    return result;
  });
}

/** The blocks the heuristic finds in another language than their effective one. */
export async function foreignTextBlocks(
  page: Page,
): Promise<Array<TextBlock & { language: CheckedLanguage }>> {
  return (await textBlocks(page)).flatMap((block) => {
    const language = otherLanguage(block.text, block.lang);
    return language ? [{ ...block, language }] : [];
  });
}
