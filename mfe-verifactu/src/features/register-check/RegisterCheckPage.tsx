import { Link } from 'react-router-dom';
import { Button, useLocalePath, useSectionTexts } from 'shared-ui';
import {
  CheckForm,
  ResultActions,
  ResultPanel,
  UnansweredMessage,
  useYesNoCheck,
} from '../../components/CheckForm';
import { SubpageLayout } from '../../components/SubpageLayout';
import { HELLOCASH_PATH } from '../../content/paths';
import { registerCheckTexts } from './registerCheckTexts';
import { REGISTER_CRITERIA, registerCheckResult, type RegisterCriterion } from './registerCheck';

/** `reicht-meine-kasse`: the 5-point checklist, its computed result and the way to helloCASH. */
export function RegisterCheckPage() {
  const { t } = useSectionTexts(registerCheckTexts);
  const localePath = useLocalePath();
  const check = useYesNoCheck<RegisterCriterion>(REGISTER_CRITERIA);
  const result = registerCheckResult(check.answers);
  const title = (criterion: RegisterCriterion) => t(`registerCheck.criteria.${criterion}.title`);

  return (
    <SubpageLayout title={t('registerCheck.heading')} lead={t('registerCheck.lead')}>
      <CheckForm
        check={check}
        title={title}
        hint={(criterion) => t(`registerCheck.criteria.${criterion}.question`)}
        result={
          result.status === 'incomplete' ? (
            <UnansweredMessage
              messageKey="registerCheck.unanswered"
              titles={result.unanswered.map(title)}
            />
          ) : (
            <ResultPanel
              tone={result.status === 'ready' ? 'good' : 'bad'}
              title={t(
                result.status === 'ready'
                  ? 'registerCheck.readyTitle'
                  : 'registerCheck.notReadyTitle',
              )}
            >
              {result.status === 'ready' ? (
                <p>{t('registerCheck.readyText')}</p>
              ) : (
                <>
                  <p>{t('registerCheck.notReadyText', { count: result.missing.length })}</p>
                  <ul>
                    {result.missing.map((criterion) => (
                      <li key={criterion}>
                        <strong>{title(criterion)}:</strong>{' '}
                        {t(`registerCheck.criteria.${criterion}.missing`)}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <p>{t('registerCheck.ctaText')}</p>
              <ResultActions onRestart={check.reset}>
                <Button as={Link} to={localePath(HELLOCASH_PATH)}>
                  {t('common.helloCashCta')}
                </Button>
              </ResultActions>
            </ResultPanel>
          )
        }
      />
    </SubpageLayout>
  );
}
