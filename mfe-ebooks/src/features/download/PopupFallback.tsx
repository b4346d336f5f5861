import { colors, radius, space, useSectionTexts, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { ebooksTexts } from '../../texts';

/** Shown when the browser blocked the new tab: a real link always opens (it is the visitor's own click). */
export function PopupFallback({ url }: { url: string }) {
  const { t } = useSectionTexts(ebooksTexts);
  return (
    <Box role="alert">
      <span>{t('detail.popupBlocked')}</span>{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {t('detail.openEbook')}
        <VisuallyHidden> {t('detail.newTab')}</VisuallyHidden>
      </a>
    </Box>
  );
}

const Box = styled.p`
  margin: ${space.md} 0 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surfaceMuted};
  a {
    font-weight: 700;
    color: ${colors.text};
  }
`;
