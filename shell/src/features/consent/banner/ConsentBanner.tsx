import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  Button,
  colors,
  Container,
  fontSize,
  layout,
  media,
  space,
  useLocalePath,
  useTranslation,
} from 'shared-ui';
import styled from 'styled-components';
import { PREFERENCE_PATHS, RETURN_FIELD } from '../../navigation/preferenceForms';
import { useReturnPath } from '../../navigation/useReturnPath';
import { CONSENT_FIELDS, CONSENT_SETTINGS_SEGMENT } from '../consentForm';
import { CONSENT_NOTICE_ANCHOR, consentSettingsHref } from '../consentSettingsPath';
import { useConsent } from '../consentStore';
import { useConsentSubmit } from '../useConsentSubmit';
import { CONSENT_BANNER_ATTRIBUTE } from '../bannerAttribute';

const TITLE_ID = 'consent-banner-title';

/**
 * The first layer: a short text linking the privacy notice, 'Alle ablehnen'
 * and 'Alle akzeptieren' — the same button, side by side, equally wide —
 * and 'Einstellungen'. It sits in the page's flow under the header (never
 * over the content, on phones too), rendered by the server with the page.
 * Both choices are form posts that work without script (the server stores
 * the choice and returns to this page); with script they are applied in
 * place and focus moves on to the page's content.
 */
export default function ConsentBanner() {
  const { t } = useTranslation('shell');
  const to = useLocalePath();
  const back = useReturnPath();
  const navigate = useNavigate();
  const revision = useConsent((state) => state.revision);
  const settingsPage = to(CONSENT_SETTINGS_SEGMENT);

  const choose = useConsentSubmit(({ reload }) => {
    if (reload) window.location.reload();
    else document.getElementById('main')?.focus({ preventScroll: true });
  });

  const openSettings = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(consentSettingsHref(to, back));
  };

  return (
    <Bar aria-labelledby={TITLE_ID} {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}>
      <Inner>
        <div>
          <Title id={TITLE_ID}>{t('consent.title')}</Title>
          <Text>
            {t('consent.text')}{' '}
            <Link to={`${settingsPage}#${CONSENT_NOTICE_ANCHOR}`}>{t('consent.notice')}</Link>
          </Text>
        </div>
        <Actions>
          <form method="get" action={settingsPage}>
            <input type="hidden" name={RETURN_FIELD} value={back} />
            <Button type="submit" $variant="secondary" onClick={openSettings}>
              {t('consent.settings')}
            </Button>
          </form>
          <form method="post" action={PREFERENCE_PATHS.consent} onSubmit={choose}>
            <input type="hidden" name={RETURN_FIELD} value={back} />
            {revision && <input type="hidden" name={CONSENT_FIELDS.revision} value={revision} />}
            <Choice type="submit" name={CONSENT_FIELDS.action} value="reject-all">
              {t('consent.rejectAll')}
            </Choice>
            <Choice type="submit" name={CONSENT_FIELDS.action} value="accept-all">
              {t('consent.acceptAll')}
            </Choice>
          </form>
        </Actions>
      </Inner>
    </Bar>
  );
}

const Bar = styled.section`
  /* Under the fixed header, in the flow: the content follows it, nothing is covered. */
  margin-top: ${layout.headerHeight};
  padding: ${space.md} 0;
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
  & ~ main {
    padding-top: 0;
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${space.md};
  align-items: center;
  ${media.wide} {
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${space.xl};
  }
`;

const Title = styled.h2`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.md};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
  a {
    color: ${colors.text};
    font-weight: 600;
  }
`;

/** One grid for both forms' buttons: the two choices share a width (1fr each). */
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space.sm};
  form {
    display: contents;
  }
  form:first-child button {
    grid-column: 1 / -1;
  }
  ${media.wide} {
    grid-template-columns: auto 1fr 1fr;
    form:first-child button {
      grid-column: auto;
    }
  }
  button {
    padding: ${space.sm} ${space.md};
    font-size: ${fontSize.sm};
  }
`;

/** Accept and reject: one component (the primary button), so size, colours, contrast and font are the same. */
const Choice = styled(Button)``;
