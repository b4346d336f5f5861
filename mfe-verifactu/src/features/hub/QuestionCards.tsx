import { useSectionTexts } from 'shared-ui';
import { useVerifactuPath } from '../../content/paths';
import { section } from '../../section';
import { hubTexts } from './hubTexts';
import { CardList, ComingSoonCard, HubSection, LinkedCard } from './CardGrid';
import { QUESTION_CARDS, withPages } from './hubCards';

/** The hub's five question cards (SPEC §2): each a link to the page that answers it. */
export function QuestionCards() {
  const { t } = useSectionTexts(hubTexts);
  const path = useVerifactuPath();
  return (
    <HubSection aria-labelledby="verifactu-questions">
      <h2 id="verifactu-questions">{t('hub.questionsHeading')}</h2>
      <CardList ordered>
        {withPages(QUESTION_CARDS, section.routes).map(({ card, page, exists }) =>
          exists ? (
            <LinkedCard
              key={card}
              to={path(page)}
              title={t(`hub.questions.${card}.title`)}
              text={t(`hub.questions.${card}.text`)}
              cta={t(`hub.questions.${card}.cta`)}
            />
          ) : (
            <ComingSoonCard
              key={card}
              title={t(`hub.questions.${card}.title`)}
              text={t(`hub.questions.${card}.text`)}
              note={t('hub.comingSoonNote')}
            />
          ),
        )}
      </CardList>
    </HubSection>
  );
}
