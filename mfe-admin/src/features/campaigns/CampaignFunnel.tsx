import type { CampaignFunnel as Funnel } from 'contracts/admin';
import { colors, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { FigureCard } from '../dashboard/ChartFigure';
import { useFormatters } from '../api/useFormatters';
import { usePercent } from './useCampaignFormat';

/**
 * The chosen campaign's way to the lead: landing → form seen → lead, each
 * step's count and its share of the step before. How 'form seen' is counted
 * is said under it (the API's campaign-report.ts).
 */
export function CampaignFunnel({ funnel }: { funnel: Funnel }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const percent = usePercent();
  return (
    <FigureCard as="section" id="funnel" aria-labelledby="funnel-title">
      <h2 id="funnel-title">{t('campaigns.funnelTitle', { campaign: funnel.campaign })}</h2>
      <Steps>
        {funnel.steps.map(({ step, count, rate }) => (
          <li key={step}>
            <span>{t(`campaigns.funnelSteps.${step}`)}</span>
            <strong>{number(count)}</strong>
            {step === 'landing' ? null : (
              <small>{t('campaigns.funnelRate', { rate: percent(rate) })}</small>
            )}
          </li>
        ))}
      </Steps>
      <p>{t('campaigns.funnelNote')}</p>
    </FigureCard>
  );
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${space.md};
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${space.xs};
    padding: ${space.md};
    border: 1px solid ${colors.border};
    border-radius: 0.75rem;
  }
  strong {
    font-size: 1.5rem;
  }
`;
