import { COUNTRY_LANGUAGE, type Country } from 'contracts/locale-codes';
import { space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';

interface PreviewLinksProps {
  /** The countries the record is offered in: one link each, in the country's language. */
  countries: readonly Country[];
  /** The record's public page in a country, with the preview token of its console detail. */
  href: (country: Country) => string;
}

/**
 * The public page of a stored record (active or not) in each of its
 * countries, opened with the short-lived preview token the console's
 * detail carries: what the page looks like before it is activated.
 */
export function PreviewLinks({ countries, href }: PreviewLinksProps) {
  const { t } = useConsoleTexts();
  return (
    <PreviewBox aria-label={t('content.preview')}>
      <p>{t('content.previewIntro')}</p>
      <ul>
        {countries.map((country) => (
          <li key={country}>
            <a href={href(country)}>
              {t('content.previewLink', {
                country,
                language: t(`languages.${COUNTRY_LANGUAGE[country]}`),
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
