import { Button, Card, colors, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';

export function ThankYouCard({ onAgain }: { onAgain: () => void }) {
  const { t } = useSectionTexts(feedbackTexts);
  return (
    <ThanksCard role="status">
      <Check aria-hidden="true">✓</Check>
      <h2>{t('feedback.thanksTitle')}</h2>
      <p>{t('feedback.thanksText')}</p>
      <Button type="button" $variant="secondary" onClick={onAgain}>
        {t('feedback.again')}
      </Button>
    </ThanksCard>
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
