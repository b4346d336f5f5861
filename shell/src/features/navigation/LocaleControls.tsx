import { useTranslation } from 'react-i18next';
import { colors, COUNTRIES, isCountry, isLanguage, LANGUAGES, radius, useLocale } from 'shared-ui';
import styled from 'styled-components';

/**
 * Country and language selectors (SPEC §4: a country brings its default
 * language; the language changes on its own). Native selects: every device's
 * own accessible picker, no script needed to render them.
 */
export function CountrySelect({ id }: { id?: string }) {
  const { t } = useTranslation('shell');
  const { country, setCountry } = useLocale();
  return (
    <Select
      id={id}
      aria-label={id ? undefined : t('nav.country')}
      value={country}
      onChange={(event) => isCountry(event.target.value) && setCountry(event.target.value)}
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
  return (
    <Select
      id={id}
      aria-label={id ? undefined : t('nav.language')}
      value={language}
      onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code}>
          {t(`languages.${code}`)}
        </option>
      ))}
    </Select>
  );
}

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
