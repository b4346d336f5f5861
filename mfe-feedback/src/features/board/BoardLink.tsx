import { Link } from 'react-router-dom';
import { colors, space, useLocalePath, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BOARD_PAGE_PATH } from './boardPaths';

/** A line leading to the board (the feedback page, its thank-you card, the roadmap): a sentence, then the link. */
export function BoardLink({ line }: { line: string }) {
  const { t } = useSectionTexts(feedbackTexts);
  const localePath = useLocalePath();
  return (
    <Line>
      {line} <Link to={localePath(BOARD_PAGE_PATH)}>{t('board.toBoard')}</Link>
    </Line>
  );
}

const Line = styled.p`
  margin: ${space.lg} 0 0;
  color: ${colors.textMuted};
  a {
    color: ${colors.text};
    font-weight: 700;
  }
`;
