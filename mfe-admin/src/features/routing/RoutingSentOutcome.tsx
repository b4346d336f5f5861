import { SentOutcome } from '../records/SentOutcome';
import { ROUTING_FORM_PREFIX } from './routingForms';
import { useRoutingTexts } from './useRoutingTexts';

/** What the last post did, after its redirect: said once for the page
 * ('Weiterleitung' and 'Zustellungen' share their forms). */
export function RoutingSentOutcome() {
  const { t } = useRoutingTexts();
  return (
    <SentOutcome
      prefix={ROUTING_FORM_PREFIX}
      text={(form, name) =>
        ({
          mail: t('routing.mailAdded', { name }),
          delete: t('routing.removed'),
          ping: t('routing.pinged'),
          enabled: t('routing.saved'),
          resend: t('routing.deliveries.resent'),
        })[form]
      }
    />
  );
}
