import { colors, fontSize, media, radius, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { formatObligationDate, OBLIGATION_DATES } from '../../content/obligationDates';
import { hubTexts } from './hubTexts';

/** The hub's banner: the obligation dates in force (DESIGN.md §9), not the spec's July 2025. */
export function DatesBanner() {
  const { t } = useSectionTexts(hubTexts);
  const language = useLocale((state) => state.language);
  const date = (iso: string) => formatObligationDate(iso, language);
  return (
    <Banner aria-labelledby="verifactu-dates">
      <h2 id="verifactu-dates">{t('hub.bannerTitle')}</h2>
      <ul>
        <li>{t('hub.bannerCorporate', { date: date(OBLIGATION_DATES.corporate) })}</li>
        <li>{t('hub.bannerEveryoneElse', { date: date(OBLIGATION_DATES.everyoneElse) })}</li>
      </ul>
      <Note>{t('hub.bannerNote')}</Note>
    </Banner>
  );
}

const Banner = styled.section`
  margin-top: ${space.xl};
  padding: ${space.lg} ${space.xl};
  border-radius: ${radius.lg};
  border: 2px solid ${colors.primary};
  background: ${colors.surface};
  ${media.mobile} {
    padding: ${space.md} ${space.lg};
  }
  h2 {
    margin: 0 0 ${space.sm};
    font-size: ${fontSize.xl};
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    font-weight: 700;
    font-size: ${fontSize.lg};
  }
`;

const Note = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
