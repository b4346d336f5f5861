import { colors, radius, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { hubTexts } from './hubTexts';

/** The two audience badges of the hub (SPEC §2). */
export function AudienceBadges() {
  const { t } = useSectionTexts(hubTexts);
  return (
    <List aria-label={t('hub.audienceLabel')}>
      <li>{t('hub.audienceCompanies')}</li>
      <li>{t('hub.audienceSelfEmployed')}</li>
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${space.xs} ${space.md};
    border-radius: ${radius.pill};
    border: 1px solid ${colors.primary};
    color: ${colors.text};
    font-weight: 700;
  }
`;
