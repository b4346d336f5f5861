import { colors, radius, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { ComingSoonButton } from '../../components/ComingSoon';
import { Steps } from '../../components/Steps';
import { SubpageLayout } from '../../components/SubpageLayout';
import { howItWorksTexts } from './howItWorksTexts';

const STEPS = ['sale', 'chain', 'receipt', 'submit'] as const;

/** `so-funktioniert`: four steps and the video placeholder, clearly "video coming" (SPEC §2). */
export function HowItWorksPage() {
  const { t } = useSectionTexts(howItWorksTexts);
  return (
    <SubpageLayout title={t('howItWorks.heading')} lead={t('howItWorks.lead')}>
      <section aria-labelledby="verifactu-steps">
        <h2 id="verifactu-steps">{t('howItWorks.stepsHeading')}</h2>
        <Steps>
          {STEPS.map((step) => (
            <li key={step}>
              <h3>{t(`howItWorks.steps.${step}.title`)}</h3>
              <p>{t(`howItWorks.steps.${step}.text`)}</p>
            </li>
          ))}
        </Steps>
      </section>
      <section aria-labelledby="verifactu-video">
        <h2 id="verifactu-video">{t('howItWorks.videoHeading')}</h2>
        <VideoPlaceholder>
          <Play aria-hidden="true">▶</Play>
          <ComingSoonButton explanation={t('howItWorks.videoComing')}>
            {t('howItWorks.playVideo')}
          </ComingSoonButton>
        </VideoPlaceholder>
      </section>
    </SubpageLayout>
  );
}

const VideoPlaceholder = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${space.md};
  aspect-ratio: 16 / 9;
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 2px dashed ${colors.border};
  background: ${colors.surfaceMuted};
  text-align: center;
  & > div {
    justify-items: center;
  }
`;

const Play = styled.span`
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${colors.surface};
  color: ${colors.textMuted};
  font-size: 1.5rem;
`;
