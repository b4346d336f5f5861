import { Link } from 'react-router-dom';
import { Button, space, useLocale, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import {
  CheckForm,
  ResultPanel,
  UnansweredMessage,
  useYesNoCheck,
} from '../../components/CheckForm';
import { SubpageLayout } from '../../components/SubpageLayout';
import { YesNoQuestion } from '../../components/YesNoQuestion';
import { formatObligationDate, OBLIGATION_DATES } from '../../content/obligationDates';
import { useVerifactuPath } from '../../content/paths';
import { verifactuTexts } from '../../texts';
import { OBLIGATION_QUESTIONS, obligationResult, type ObligationQuestion } from './obligationCheck';

/** `muss-ich` and `muss-ich-verifactu-nutzen`: three questions, the computed answer and its reason. */
export function ObligationCheckPage() {
  const { t } = useSectionTexts(verifactuTexts);
  const language = useLocale((state) => state.language);
  const path = useVerifactuPath();
  const check = useYesNoCheck<ObligationQuestion>();
  const result = obligationResult(check.answers);
  const title = (question: ObligationQuestion) => t(`obligationCheck.questions.${question}.title`);

  return (
    <SubpageLayout title={t('obligationCheck.heading')} lead={t('obligationCheck.lead')}>
      <CheckForm
        requests={check.requests}
        onResult={check.requestResult}
        questions={OBLIGATION_QUESTIONS.map((question, index) => (
          <YesNoQuestion
            key={question}
            legend={`${index + 1}. ${title(question)}`}
            hint={t(`obligationCheck.questions.${question}.hint`)}
            value={check.answers[question]}
            onChange={(value) => check.answer(question, value)}
          />
        ))}
        result={
          result.status === 'incomplete' ? (
            <UnansweredMessage
              messageKey="obligationCheck.unanswered"
              titles={result.unanswered.map((question) =>
                t(`obligationCheck.questions.${question}.short`),
              )}
            />
          ) : (
            <ResultPanel
              tone={result.status === 'obligated' ? 'bad' : 'good'}
              title={t(
                result.status === 'obligated'
                  ? 'obligationCheck.obligatedTitle'
                  : 'obligationCheck.notObligatedTitle',
              )}
            >
              <p>
                {t(`obligationCheck.reasons.${result.reason}`, {
                  corporate: formatObligationDate(OBLIGATION_DATES.corporate, language),
                  everyoneElse: formatObligationDate(OBLIGATION_DATES.everyoneElse, language),
                })}
              </p>
              <Actions>
                {result.status === 'obligated' ? (
                  <>
                    <Button as={Link} to={path('registerCheck')}>
                      {t('obligationCheck.nextCheck')}
                    </Button>
                    <Button as={Link} to={path('deadlines')} $variant="secondary">
                      {t('obligationCheck.nextDeadlines')}
                    </Button>
                  </>
                ) : null}
                <Button type="button" $variant="ghost" onClick={check.reset}>
                  {t('common.restart')}
                </Button>
              </Actions>
            </ResultPanel>
          )
        }
      />
    </SubpageLayout>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.sm};
`;
