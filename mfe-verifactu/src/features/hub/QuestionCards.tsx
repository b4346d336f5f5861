import { Link } from 'react-router-dom';
import { colors, fontSize, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { useVerifactuPath } from '../../content/paths';
import { verifactuTexts } from '../../texts';
import { CardItem, CardList, ComingSoonCard, HubSection } from './CardGrid';

const QUESTIONS = ['howItWorks', 'deadlines', 'obligation', 'register', 'fines'] as const;

/**
 * The hub's five question cards (SPEC §2): only the quick test (3) is open;
 * 1, 2, 4 and 5 are blurred and marked 'Demnächst verfügbar'.
 */
export function QuestionCards() {
  const { t } = useSectionTexts(verifactuTexts);
  const path = useVerifactuPath();
  return (
    <HubSection aria-labelledby="verifactu-questions">
      <h2 id="verifactu-questions">{t('hub.questionsHeading')}</h2>
      <CardList ordered>
        {QUESTIONS.map((question) =>
          question === 'obligation' ? (
            <OpenCard key={question}>
              <h3>
                {/* The hub links the long path (SPEC §2); both paths show the same page. */}
                <CardLink to={path('obligationCheckLong')}>
                  {t('hub.questions.obligation.title')}
                </CardLink>
              </h3>
              <p>{t('hub.questions.obligation.text')}</p>
              <Cta aria-hidden="true">{t('hub.questions.obligation.cta')} →</Cta>
            </OpenCard>
          ) : (
            <ComingSoonCard
              key={question}
              title={t(`hub.questions.${question}.title`)}
              text={t(`hub.questions.${question}.text`)}
              note={t('hub.comingSoonNote')}
            />
          ),
        )}
      </CardList>
    </HubSection>
  );
}

const OpenCard = styled(CardItem)`
  border: 2px solid ${colors.primary};
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The link covers the whole card: one click target, one tab stop. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Cta = styled.span`
  margin-top: ${space.sm};
  color: ${colors.primary};
  font-weight: 700;
  font-size: ${fontSize.md};
`;
