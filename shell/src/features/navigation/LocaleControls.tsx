import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'shared-ui';
import {
  Button,
  colors,
  COUNTRIES,
  isCountry,
  isLanguage,
  LANGUAGES,
  radius,
  space,
  useLocale,
} from 'shared-ui';
import styled from 'styled-components';
import { PREFERENCE_PATHS, RETURN_FIELD } from './preferenceForms';
import { useReturnPath } from './useReturnPath';

/**
 * The country and language selectors' form. Without JavaScript it is sent
 * (its button shows only then) to the server, which stores the choice and
 * answers with the same page in the new locale; with JavaScript each select
 * changes the locale at once.
 */
export function LocaleForm({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const back = useReturnPath();
  return (
    <Form method="get" action={PREFERENCE_PATHS.locale}>
      <input type="hidden" name={RETURN_FIELD} value={back} />
      {children}
      <noscript>
        <Button type="submit" $variant="secondary">
          {t('nav.applyLocale')}
        </Button>
      </noscript>
    </Form>
  );
}

/**
 * A choice made in a select before hydration changed the DOM but no state:
 * apply it once hydrated, as the change event would have.
 */
function useEarlyChoice(current: string, apply: (value: string) => void) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const chosen = ref.current?.value;
    if (chosen && chosen !== current) apply(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);
  return ref;
}

/**
 * Country and language selectors (SPEC §4: a country brings its default
 * language; the language changes on its own). Native selects: every device's
 * own accessible picker. `autoComplete="off"`: a page restored from history
 * must not bring back an old choice and apply it again.
 */
export function CountrySelect({ id }: { id?: string }) {
  const { t } = useTranslation('shell');
  const { country, setCountry } = useLocale();
  const choose = (value: string) => isCountry(value) && setCountry(value);
  const ref = useEarlyChoice(country, choose);
  return (
    <Select
      ref={ref}
      id={id}
      name="country"
      autoComplete="off"
      aria-label={id ? undefined : t('nav.country')}
      value={country}
      onChange={(event) => choose(event.target.value)}
    >
      {COUNTRIES.map((code) => (
        <option key={code} value={code}>
          {t(`countries.${code}`)}
        </option>
      ))}
    </Select>
  );
}

export function LanguageSelect({ id }: { id?: string }) {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLocale();
  const choose = (value: string) => isLanguage(value) && setLanguage(value);
  const ref = useEarlyChoice(language, choose);
  return (
    <Select
      ref={ref}
      id={id}
      name="language"
      autoComplete="off"
      aria-label={id ? undefined : t('nav.language')}
      value={language}
      onChange={(event) => choose(event.target.value)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </Select>
  );
}

const Form = styled.form`
  display: flex;
  align-items: center;
  gap: ${space.sm};
`;

const Select = styled.select`
  min-height: 40px;
  padding: 0 0.5rem;
  border-radius: ${radius.sm};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 0.9rem;
`;
