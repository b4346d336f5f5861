import { useSectionTexts } from 'shared-ui';
import { verifactuTexts } from '../../texts';
import { CardList, ComingSoonCard, HubSection } from './CardGrid';

const INDUSTRIES = ['hairBeauty', 'cafeGastro', 'retail'] as const;

/** The hub's three industry cards, marked coming soon (SPEC §2). */
export function IndustryCards() {
  const { t } = useSectionTexts(verifactuTexts);
  return (
    <HubSection aria-labelledby="verifactu-industries">
      <h2 id="verifactu-industries">{t('hub.industriesHeading')}</h2>
      <CardList>
        {INDUSTRIES.map((industry) => (
          <ComingSoonCard
            key={industry}
            title={t(`hub.industries.${industry}.title`)}
            text={t(`hub.industries.${industry}.text`)}
            note={t('hub.comingSoonNote')}
          />
        ))}
      </CardList>
    </HubSection>
  );
}
