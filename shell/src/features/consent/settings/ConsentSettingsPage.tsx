import { useQuery } from '@tanstack/react-query';
import type { ConsentConfig } from 'contracts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  colors,
  Container,
  fontSize,
  Lead,
  media,
  PageSection,
  PageTitle,
  radius,
  space,
  useLocale,
  useLocalePath,
  useSectionTexts,
  useToast,
} from 'shared-ui';
import styled from 'styled-components';
import { siteConfig } from '../../../app/siteConfig';
import { PREFERENCE_PATHS, RETURN_FIELD } from '../../navigation/preferenceForms';
import { consentConfigQuery } from '../consentConfigQuery';
import { CONSENT_FIELDS, GRANTED } from '../consentForm';
import { CONSENT_NOTICE_ANCHOR } from '../consentSettingsPath';
import { sameSiteReturnPath } from '../../navigation/returnPath';
import { useConsent } from '../consentStore';
import { useConsentSubmit } from '../useConsentSubmit';
import { ServiceList } from './ServiceList';
import { consentSettingsTexts } from './settingsTexts';

const CATEGORY_IDS = ['necessary', 'statistics', 'marketing'] as const;

/**
 * The second layer, a page of its own (works without script, reachable from
 * the banner's 'Einstellungen' and the footer's 'Cookie-Einstellungen' on
 * every page): each category with its services from the consent
 * configuration and a switch (off until the visitor turns it on), 'Auswahl
 * speichern' — and 'Alle ablehnen' next to it, so withdrawing is as easy as
 * giving. Then the privacy notice on cookies and tracking. Saving returns to
 * the page it was opened from.
 */
export default function ConsentSettingsPage() {
  const { t } = useSectionTexts(consentSettingsTexts);
  const language = useLocale((state) => state.language);
  const to = useLocalePath();
  const [params] = useSearchParams();
  const back = sameSiteReturnPath(params.get(RETURN_FIELD), to());
  const navigate = useNavigate();
  const { toast } = useToast();
  const granted = {
    statistics: useConsent((state) => state.statistics),
    marketing: useConsent((state) => state.marketing),
  };
  const storeRevision = useConsent((state) => state.revision);
  const { data: config } = useQuery<ConsentConfig>(consentConfigQuery(language));
  const revision = config?.revision ?? storeRevision;

  const save = useConsentSubmit(({ reload }) => {
    if (reload) return window.location.assign(back);
    toast({ title: t('shell:consent.saved') });
    void navigate(back);
  });

  return (
    <PageSection>
      <Container>
        <PageTitle>{t('title')}</PageTitle>
        <Lead>{t('intro')}</Lead>
        <form method="post" action={PREFERENCE_PATHS.consent} onSubmit={save}>
          <input type="hidden" name={RETURN_FIELD} value={back} />
          {revision && <input type="hidden" name={CONSENT_FIELDS.revision} value={revision} />}
          <Categories>
            {CATEGORY_IDS.map((id) => {
              const category = config?.categories.find((candidate) => candidate.id === id);
              const name = t(`categories.${id}.name`);
              return (
                <Category key={id} aria-labelledby={`consent-category-${id}`}>
                  <CategoryHead>
                    <h2 id={`consent-category-${id}`}>{name}</h2>
                    {id === 'necessary' ? (
                      <AlwaysOn>{t('alwaysOn')}</AlwaysOn>
                    ) : (
                      <Switch>
                        <input
                          type="checkbox"
                          role="switch"
                          name={CONSENT_FIELDS[id]}
                          value={GRANTED}
                          defaultChecked={granted[id]}
                        />
                        <span>{t('allow', { category: name })}</span>
                      </Switch>
                    )}
                  </CategoryHead>
                  <p>{t(`categories.${id}.description`)}</p>
                  {category ? (
                    <ServiceList services={category.services} language={language} t={t} />
                  ) : (
                    <p>{t('servicesUnavailable')}</p>
                  )}
                </Category>
              );
            })}
          </Categories>
          <Actions>
            <Button type="submit" name={CONSENT_FIELDS.action} value="save-selection">
              {t('save')}
            </Button>
            <Button type="submit" name={CONSENT_FIELDS.action} value="reject-all">
              {t('shell:consent.rejectAll')}
            </Button>
            <Button type="submit" name={CONSENT_FIELDS.action} value="accept-all">
              {t('shell:consent.acceptAll')}
            </Button>
          </Actions>
        </form>
        <Notice aria-labelledby={CONSENT_NOTICE_ANCHOR}>
          <h2 id={CONSENT_NOTICE_ANCHOR}>{t('notice.title')}</h2>
          <p>{t('notice.basis')}</p>
          <p>{t('notice.cookieless')}</p>
          <p>{t('notice.proof')}</p>
          <p>{t('notice.withdraw')}</p>
          <p>
            {t('notice.more')}{' '}
            <a href={siteConfig.legalLinks.privacy} target="_blank" rel="noopener noreferrer">
              {t('notice.privacyLink')}
            </a>
            .
          </p>
        </Notice>
      </Container>
    </PageSection>
  );
}

const Categories = styled.div`
  display: grid;
  gap: ${space.md};
  margin: ${space.xl} 0 ${space.lg};
`;

const Category = styled.section`
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  background: ${colors.surface};
  > p {
    color: ${colors.textMuted};
  }
`;

const CategoryHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm} ${space.md};
  margin-bottom: ${space.sm};
  h2 {
    margin: 0;
    font-size: ${fontSize.xl};
  }
`;

const AlwaysOn = styled.span`
  font-weight: 700;
  color: ${colors.text};
`;

/** A checkbox shown as a switch: native, so keyboard, form post and screen readers work as usual. */
const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  font-weight: 700;
  cursor: pointer;
  input {
    appearance: none;
    position: relative;
    width: 3rem;
    height: 1.75rem;
    margin: 0;
    flex: none;
    border-radius: ${radius.pill};
    border: 2px solid ${colors.textMuted};
    background: ${colors.surfaceMuted};
    cursor: pointer;
  }
  input::after {
    content: '';
    position: absolute;
    top: 0.125rem;
    left: 0.125rem;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${colors.textMuted};
    transition: transform 0.15s ease;
  }
  input:checked {
    border-color: ${colors.primary};
    background: ${colors.primary};
  }
  input:checked::after {
    background: ${colors.primaryText};
    transform: translateX(1.25rem);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  ${media.mobile} {
    display: grid;
  }
`;

const Notice = styled.section`
  margin-top: ${space.xxl};
  max-width: 46rem;
  h2 {
    font-size: ${fontSize.xl};
  }
  p {
    color: ${colors.textMuted};
  }
`;
