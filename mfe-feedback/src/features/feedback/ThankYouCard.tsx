import { Link, useLocation } from 'react-router-dom';
import { Button, Card, colors, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BoardLink } from '../board/BoardLink';

/**
 * The thank-you view; 'Weiteres Feedback senden' is a link back to the empty
 * form. Under the card a line leads to the board, where the entry appears
 * once checked.
 */
export function ThankYouCard() {
  const { t } = useSectionTexts(feedbackTexts);
  const { pathname } = useLocation();
  return (
    <>
      <ThanksCard role="status">
        <Check aria-hidden="true">✓</Check>
        <h2>{t('feedback.thanksTitle')}</h2>
        <p>{t('feedback.thanksText')}</p>
        <Button as={Link} to={pathname} $variant="secondary">
          {t('feedback.again')}
        </Button>
      </ThanksCard>
      <BoardLink line={t('board.thanksLine')} />
    </>
  );
}

const ThanksCard = styled(Card)`
  text-align: center;
  display: grid;
  justify-items: center;
`;

const Check = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: 1rem;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.primaryText};
  font-size: 1.75rem;
  font-weight: 800;
`;
