import { useSectionTexts } from 'shared-ui';
import { useVerifactuPath } from '../../content/paths';
import { section } from '../../section';
import { hubTexts } from './hubTexts';
import { CardList, ComingSoonCard, HubSection, LinkedCard } from './CardGrid';
import { INDUSTRY_CARDS, withPages } from './hubCards';

/** The hub's three industry cards (SPEC §2): each a link to its industry's page. */
export function IndustryCards() {
  const { t } = useSectionTexts(hubTexts);
  const path = useVerifactuPath();
  return (
    <HubSection aria-labelledby="verifactu-industries">
      <h2 id="verifactu-industries">{t('hub.industriesHeading')}</h2>
      <CardList>
        {withPages(INDUSTRY_CARDS, section.routes).map(({ card, page, exists }) =>
          exists ? (
            <LinkedCard
              key={card}
              to={path(page)}
              title={t(`hub.industries.${card}.title`)}
              text={t(`hub.industries.${card}.text`)}
              cta={t('hub.industryCta')}
            />
          ) : (
            <ComingSoonCard
              key={card}
              title={t(`hub.industries.${card}.title`)}
              text={t(`hub.industries.${card}.text`)}
              note={t('hub.comingSoonNote')}
            />
          ),
        )}
      </CardList>
    </HubSection>
  );
}
