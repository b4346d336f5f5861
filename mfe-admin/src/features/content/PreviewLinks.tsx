import { COUNTRY_LANGUAGE, LANGUAGES, type Country, type Language } from 'contracts/locale-codes';
import { space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';

/** Where a public page is read: a country, and the language of the page. */
export interface PreviewLocale {
  country: Country;
  language: Language;
}

/** A page the same in every country (the roadmap): once per language, in its country. */
export const countryLocales = (countries: readonly Country[]): PreviewLocale[] =>
  countries.map((country) => ({ country, language: COUNTRY_LANGUAGE[country] }));

/**
 * A record offered in countries: its page in each, in every language the
 * site speaks there (the country's own first) — a visitor may read any of
 * them, and a record's translation is checked where it is read.
 */
export const everyLanguageIn = (countries: readonly Country[]): PreviewLocale[] =>
  countries.flatMap((country) =>
    [COUNTRY_LANGUAGE[country], ...LANGUAGES.filter((l) => l !== COUNTRY_LANGUAGE[country])].map(
      (language) => ({ country, language }),
    ),
  );

/** The locales by country, in their order: one line of links each. */
function byCountry(locales: readonly PreviewLocale[]): PreviewLocale[][] {
  const groups = new Map<Country, PreviewLocale[]>();
  for (const locale of locales)
    groups.set(locale.country, [...(groups.get(locale.country) ?? []), locale]);
  return [...groups.values()];
}

interface PreviewLinksProps {
  /** Where the record is shown: one link each (everyLanguageIn, or countryLocales for a country's own language). */
  locales: readonly PreviewLocale[];
  /** The record's public page there, with the preview token of its console detail. */
  href: (locale: PreviewLocale) => string;
}

/**
 * The public page of a stored record (active or not) — its own, or the list
 * it appears on — where it is shown, opened with the short-lived preview
 * token the console's detail carries: what the page looks like once its
 * draft (if one is saved) is published and it is active. A line per country.
 */
export function PreviewLinks({ locales, href }: PreviewLinksProps) {
  const { t } = useConsoleTexts();
  return (
    <PreviewBox aria-label={t('content.preview')}>
      <p>{t('content.previewIntro')}</p>
      {byCountry(locales).map((group) => (
        <ul key={group[0]?.country}>
          {group.map((locale) => (
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
      ))}
    </PreviewBox>
  );
}

const PreviewBox = styled.nav`
  margin-bottom: ${space.md};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
