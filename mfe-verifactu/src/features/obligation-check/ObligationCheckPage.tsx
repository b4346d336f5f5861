import { Link } from 'react-router-dom';
import { Button, useLocale, useSectionTexts } from 'shared-ui';
import {
  CheckForm,
  ResultActions,
  ResultPanel,
  UnansweredMessage,
  useYesNoCheck,
} from '../../components/CheckForm';
import { SubpageLayout } from '../../components/SubpageLayout';
import { formatObligationDate, OBLIGATION_DATES } from '../../content/obligationDates';
import { useVerifactuPath } from '../../content/paths';
import { obligationCheckTexts } from './obligationCheckTexts';
import { OBLIGATION_QUESTIONS, obligationResult, type ObligationQuestion } from './obligationCheck';

/** `muss-ich` and `muss-ich-verifactu-nutzen`: three questions, the computed answer and its reason. */
export function ObligationCheckPage() {
  const { t } = useSectionTexts(obligationCheckTexts);
  const language = useLocale((state) => state.language);
  const path = useVerifactuPath();
  const check = useYesNoCheck<ObligationQuestion>(OBLIGATION_QUESTIONS);
  const result = obligationResult(check.answers);
  const title = (question: ObligationQuestion) => t(`obligationCheck.questions.${question}.title`);

  return (
    <SubpageLayout title={t('obligationCheck.heading')} lead={t('obligationCheck.lead')}>
      <CheckForm
        check={check}
        title={title}
        hint={(question) => t(`obligationCheck.questions.${question}.hint`)}
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
              <ResultActions onRestart={check.reset}>
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
              </ResultActions>
            </ResultPanel>
          )
        }
      />
    </SubpageLayout>
  );
}
