import { useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, Dialog, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { ComingSoonButton } from '../../components/ComingSoon';
import { Steps } from '../../components/Steps';
import { SubpageLayout } from '../../components/SubpageLayout';
import { surfacePanel } from '../../components/surfacePanel';
import { useVerifactuPath } from '../../content/paths';
import { industriesTexts } from './industriesTexts';
import { DemoReceipt } from './DemoReceipt';
import { DEMO_RECEIPTS, type Industry } from './industries';

const FLOW = ['open', 'sale', 'receipt', 'close'] as const;

/**
 * `friseur-beauty`, `cafe-gastro`, `einzelhandel`: a day's flow, the demo
 * receipt in a dialog, the video (coming soon) and the branch check.
 */
export function IndustryPage({ industry }: { industry: Industry }) {
  const { t } = useSectionTexts(industriesTexts);
  const [receiptOpen, setReceiptOpen] = useState(false);
  const path = useVerifactuPath();
  const receipt = DEMO_RECEIPTS[industry];
  return (
    <SubpageLayout
      title={t(`industries.${industry}.heading`)}
      lead={t(`industries.${industry}.lead`)}
    >
      <section aria-labelledby="industry-flow">
        <h2 id="industry-flow">{t('industries.flowHeading')}</h2>
        <Steps>
          {FLOW.map((step) => (
            <li key={step}>
              <h3>
                <time>{t(`industries.${industry}.flow.${step}.time`)}</time> –{' '}
                {t(`industries.${industry}.flow.${step}.title`)}
              </h3>
              <p>{t(`industries.${industry}.flow.${step}.text`)}</p>
            </li>
          ))}
        </Steps>
      </section>
      <Panel aria-labelledby="industry-receipt">
        <h2 id="industry-receipt">{t('industries.receiptHeading')}</h2>
        <Row>
          <Dialog
            trigger={<Button type="button">{t('industries.receiptButton')}</Button>}
            open={receiptOpen}
            onOpenChange={setReceiptOpen}
            title={t('industries.receiptDialogTitle', { shop: receipt.shop })}
            description={t('industries.receiptDialogDescription')}
            closeLabel={t('industries.close')}
          >
            <DemoReceipt receipt={receipt} />
          </Dialog>
          <ComingSoonButton explanation={t('industries.videoSoon')}>
            {t('industries.video')}
          </ComingSoonButton>
        </Row>
      </Panel>
      <Panel aria-labelledby="industry-check">
        <h2 id="industry-check">{t('industries.checkHeading')}</h2>
        <p>{t('industries.checkText')}</p>
        <Button as={Link} to={path('registerCheck')} $size="lg">
          {t('industries.checkButton')}
        </Button>
      </Panel>
    </SubpageLayout>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  ${surfacePanel}
  h2,
  p {
    margin: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space.lg};
`;

/** Each industry's page as a route renders it (without props). */
export const industryPages: Record<Industry, ComponentType> = {
  hairBeauty: () => <IndustryPage industry="hairBeauty" />,
  cafeGastro: () => <IndustryPage industry="cafeGastro" />,
  retail: () => <IndustryPage industry="retail" />,
};
