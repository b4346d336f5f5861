import { LANGUAGES, type Language } from 'contracts/locale-codes';
import { Fragment, useId, type ReactNode } from 'react';
import { colors, InputField, space, TextAreaField } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { translatedFieldName } from './translatedForm';

/** One text of the record as the form shows it in each language. */
export interface TranslatedFieldSpec {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  /** A text area (`list`: one entry per line, posted as such). */
  multiline?: boolean;
  list?: boolean;
  hint?: string;
  /** Shown below the field in each language (a list's order controls). */
  below?: (language: Language, name: string) => ReactNode;
}

export interface TranslatedFieldsProps {
  fields: readonly TranslatedFieldSpec[];
  /** The record's own language: its texts are required. */
  ownLanguage: Language;
  /** The languages it has no texts in yet (flagged). */
  missing: readonly Language[];
  /** A field's value as typed or stored (`texts.<language>.<field>`). */
  value: (name: string) => string;
  /** A field's refusal, said at it. */
  error: (name: string) => string | undefined;
  /** A language's group name from the language's name (default: the name itself). */
  groupName?: (languageName: string) => string;
}

/**
 * A translated record's texts, de/es/fr side by side (stacked on narrow
 * screens): one group per language, named by it, the own language marked
 * and its title required, a missing translation flagged in words (not only
 * by colour; a note, read with the group's name by screen readers). Plain
 * inputs posted by the form, so it works without script.
 */
export function TranslatedFields({
  fields,
  ownLanguage,
  missing,
  value,
  error,
  groupName = (languageName) => languageName,
}: TranslatedFieldsProps) {
  const { t } = useConsoleTexts();
  const hintId = useId();
  return (
    <Wrap role="group" aria-labelledby={`${hintId}-heading`} aria-describedby={hintId}>
      <h3 id={`${hintId}-heading`}>{t('content.translations')}</h3>
      <p id={hintId}>{t('content.translationsHint')}</p>
      <Columns>
        {LANGUAGES.map((language) => {
          const own = language === ownLanguage;
          const isMissing = !own && missing.includes(language);
          return (
            <Language
              key={language}
              lang={language}
              data-missing={isMissing || undefined}
              aria-labelledby={`${hintId}-${language}`}
              aria-describedby={own || isMissing ? `${hintId}-${language}-flags` : undefined}
            >
              <legend>
                <span id={`${hintId}-${language}`}>{groupName(t(`languages.${language}`))}</span>
                <span id={`${hintId}-${language}-flags`}>
                  {own ? <Badge>{t('content.ownLanguage')}</Badge> : null}
                  {isMissing ? (
                    <MissingBadge role="note">{t('content.missing')}</MissingBadge>
                  ) : null}
                </span>
              </legend>
              {fields.map((field) => {
                const name = translatedFieldName(language, field.name);
                const common = {
                  label: field.label,
                  name,
                  required: own && field.required,
                  maxLength: field.maxLength,
                  defaultValue: value(name),
                  error: error(name),
                  hint: field.list ? (field.hint ?? t('content.listHint')) : field.hint,
                  autoComplete: 'off',
                };
                return (
                  <Fragment key={field.name}>
                    {field.multiline || field.list ? (
                      <TextAreaField rows={field.list ? 4 : 3} {...common} />
                    ) : (
                      <InputField {...common} />
                    )}
                    {field.below?.(language, name)}
                  </Fragment>
                );
              })}
            </Language>
          );
        })}
      </Columns>
    </Wrap>
  );
}

const Wrap = styled.div`
  width: 100%;
  h3 {
    margin: 0;
  }
  > p {
    color: ${colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${space.md};
`;

const Language = styled.fieldset`
  display: grid;
  gap: ${space.sm};
  align-content: start;
  min-width: 0;
  margin: 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  &[data-missing] {
    border-style: dashed;
  }
  legend {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    align-items: center;
    padding: 0 ${space.xs};
    font-weight: 700;
    /* The name and the flags are spans for the group's name and description, laid out as one row. */
    > span {
      display: contents;
    }
  }
`;

const Badge = styled.span`
  padding: 0 ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: 999px;
  font-size: 0.85em;
  font-weight: 600;
`;

const MissingBadge = styled(Badge)`
  border-color: ${colors.danger};
  color: ${colors.text};
`;

/** A list's cell for a record's translations: the missing languages named, else complete. */
export function MissingTranslations({ missing }: { missing: readonly Language[] }) {
  const { t } = useConsoleTexts();
  return (
    <>
      {missing.length > 0
        ? t('content.missingList', {
            languages: missing.map((language) => t(`languages.${language}`)).join(', '),
          })
        : t('content.complete')}
    </>
  );
}
