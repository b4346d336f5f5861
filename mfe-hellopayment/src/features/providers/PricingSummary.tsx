import { colors, fontSize, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { paymentTexts } from '../../texts';
import { formatEuro, formatRate } from './formatPrice';
import type { Pricing } from './providers';

/** A provider's price: rate and fees formatted for the visitor's language, or "individual". */
export function PricingSummary({ pricing }: { pricing: Pricing }) {
  const { t } = useSectionTexts(paymentTexts);
  const language = useLocale((state) => state.language);
  if (pricing.kind === 'individual') {
    return (
      <div>
        <Price>{t('pricing.individual')}</Price>
        <Note>{t('pricing.individualNote')}</Note>
      </div>
    );
  }
  const euro = (amount: number) => formatEuro(amount, language);
  return (
    <div>
      <Price>
        {t('pricing.perTransaction', {
          percent: formatRate(pricing.rate, language),
          fixed: euro(pricing.fixedEur),
        })}
      </Price>
      <Note>{t('pricing.perTransactionNote')}</Note>
      <Fees>
        <dt>{t('pricing.setupFee')}</dt>
        <dd>{euro(pricing.setupFeeEur)}</dd>
        <dt>{t('pricing.monthlyFee')}</dt>
        <dd>{euro(pricing.monthlyFeeEur)}</dd>
        <dt>{t('pricing.payoutFee')}</dt>
        <dd>{euro(pricing.payoutFeeEur)}</dd>
        <dt>{t('pricing.payout')}</dt>
        <dd>{t('pricing.payoutDays', pricing.payoutWorkingDays)}</dd>
      </Fees>
    </div>
  );
}

const Price = styled.p`
  margin: 0;
  font-size: ${fontSize.xl};
  font-weight: 800;
`;

const Note = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.textMuted};
`;

const Fees = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.xs} ${space.md};
  margin: 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;
