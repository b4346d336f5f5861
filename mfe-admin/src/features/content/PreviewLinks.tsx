import { COUNTRY_LANGUAGE, type Country, type Language } from 'contracts/locale-codes';
import { space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** Where a public page is read: a country, and the language of the page. */
export interface PreviewLocale {
  country: Country;
  language: Language;
}

/** A record offered in countries: its page in each, in the country's language. */
export const countryLocales = (countries: readonly Country[]): PreviewLocale[] =>
  countries.map((country) => ({ country, language: COUNTRY_LANGUAGE[country] }));

interface PreviewLinksProps {
  /** Where the record is shown: one link each (countryLocales for a country's own language). */
  locales: readonly PreviewLocale[];
  /** The record's public page there, with the preview token of its console detail. */
  href: (locale: PreviewLocale) => string;
}

/**
 * The public page of a stored record (active or not) — its own, or the list
 * it appears on — where it is shown, opened with the short-lived preview
 * token the console's detail carries: what the page looks like before it is
 * activated.
 */
export function PreviewLinks({ locales, href }: PreviewLinksProps) {
  const { t } = useConsoleTexts();
  return (
    <PreviewBox aria-label={t('content.preview')}>
      <p>{t('content.previewIntro')}</p>
      <ul>
        {locales.map((locale) => (
          <li key={`${locale.language}_${locale.country}`}>
            <a href={href(locale)}>
              {t('content.previewLink', {
                country: locale.country,
                language: t(`languages.${locale.language}`),
              })}
            </a>
          </li>
        ))}
      </ul>
    </PreviewBox>
  );
}

const PreviewBox = styled.nav`
  margin-bottom: ${space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.md};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
