import { useSectionTexts, colors, fontSize, radius, space } from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';

/** A pill on an e-book's gradient cover; solid colours keep the text readable in both themes. */
export const Badge = styled.span`
  display: inline-block;
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.pill};
  background: ${colors.surface};
  color: ${colors.text};
  font-size: ${fontSize.sm};
  font-weight: 700;
  line-height: 1.3;
`;

const FreeBadgePill = styled(Badge)`
  background: ${colors.primary};
  color: ${colors.primaryText};
  letter-spacing: 0.04em;
`;

/** 'GRATIS DOWNLOAD'. */
export function FreeBadge() {
  const { t } = useSectionTexts(ebooksTexts);
  return <FreeBadgePill>{t('card.free')}</FreeBadgePill>;
}
