import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { useLocale } from '../locale/LocaleContext';
import type { Language } from '../locale/locale';
import { colors, fontSize, space } from '../theme/tokens';
import { useTranslation } from './useTranslation';
import { displayNames } from './intlFormats';

/*
 * Content records (e-books, products, testimonials) come in the page's
 * language where they are translated, else in their own: the API names it
 * (`language`). A page never mixes languages unmarked: the element holding
 * a record's texts carries `lang` when they are not in the page's language.
 */

/** `{ lang }` where it differs from the page's (spread on an element), else nothing. */
export type LangProps = { lang?: Language };

export interface RecordLanguage {
  /** The record's texts are not in the page's language. */
  foreign: boolean;
  /** For the element holding the record's texts. */
  textsLang: LangProps;
  /** For a page-language text inside that element (a label read out with it). */
  pageLang: LangProps;
}

export function useRecordLanguage(textsLanguage: Language): RecordLanguage {
  const page = useLocale((state) => state.language);
  const foreign = textsLanguage !== page;
  return {
    foreign,
    textsLang: foreign ? { lang: textsLanguage } : {},
    pageLang: foreign ? { lang: page } : {},
  };
}

/** A language's name in another one ('es' in German: 'Spanisch'). */
export function languageName(language: Language, inLanguage: Language): string {
  return displayNames(inLanguage, { type: 'language' }).of(language) ?? language;
}

/**
 * "Nur auf Spanisch verfügbar": said with a record shown in its own
 * language because the page's is missing; nothing when it is the page's.
 * In the page's language, marked so, so it may stand inside the record's block.
 */
export function OnlyInLanguageNote({ language }: { language: Language }) {
  const { foreign, pageLang } = useRecordLanguage(language);
  const { t, i18n } = useTranslation();
  if (!foreign) return null;
  return (
    <Note data-testid="only-in-language" {...pageLang}>
      {t('content.onlyIn', { language: languageName(language, i18n.language) })}
    </Note>
  );
}

const Note = styled.p`
  margin: ${space.xs} 0 ${space.sm};
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
  font-style: italic;
`;

/** Stands for the record's text in a translated sentence until it is put in as an element. */
const SLOT = '\u0000';

/**
 * A page-language sentence with a record's text in it ('Sichere dir
 * "{{title}}" kostenlos!'), the text in its own element so it can carry its
 * `lang`: `withText(t('dialog.text', { title: SLOT_VALUE }), <span lang="es">…</span>)`.
 */
export const SLOT_VALUE = SLOT;
export function withText(sentence: string, text: ReactNode): ReactNode {
  const parts = sentence.split(SLOT);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? text : null}
      {part}
    </Fragment>
  ));
}

/** A record's text inside a page-language sentence, marked with its language where it differs. */
export function RecordText({ language, children }: { language: Language; children: ReactNode }) {
  const { foreign, textsLang } = useRecordLanguage(language);
  return foreign ? <span {...textsLang}>{children}</span> : <>{children}</>;
}
