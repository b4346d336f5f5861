import { useQuery } from '@tanstack/react-query';
import type { DeliveryAttempt, DeliveryList, DestinationList } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { When } from '../frame/When';
import { ActionForm } from './DestinationActions';
import { DeliveryFilters } from './DeliveryFilters';
import { resendForm } from './routingForms';
import { DELIVERIES_LIMIT, deliveriesPath, DESTINATIONS_PATH } from './routingPaths';
import { RoutingSentOutcome } from './RoutingSentOutcome';
import { useRoutingTexts } from './useRoutingTexts';

/** 'Zustellungen' (admin): every delivery attempt, newest first, filtered; each can be sent again. */
export function DeliveriesPage() {
  return <ConsoleFrame page="routingDeliveries">{() => <Deliveries />}</ConsoleFrame>;
}

function Deliveries() {
  const { t } = useRoutingTexts();
  const [search] = useSearchParams();
  const attempts = useQuery(consoleQuery<DeliveryList>(deliveriesPath(search)));
  const destinations = useQuery(consoleQuery<DestinationList>(DESTINATIONS_PATH));
  return (
    <>
      <p>{t('routing.deliveries.intro')}</p>
      <RoutingSentOutcome />
      <DeliveryFilters destinations={destinations.data?.items ?? []} />
      <QueryView query={attempts}>{({ items }) => <AttemptTable attempts={items} />}</QueryView>
    </>
  );
}

type Column = 'when' | 'event' | 'destination' | 'code' | 'duration' | 'error' | 'outcome';

function AttemptTable({ attempts }: { attempts: DeliveryAttempt[] }) {
  const { t } = useRoutingTexts();
  const columns = useAttemptColumns();
  if (attempts.length === 0) return <Status>{t('routing.deliveries.empty')}</Status>;
  const caption = t('routing.deliveries.caption');
  return (
    <>
      <ConsoleTable
        caption={caption}
        columns={columns}
        rows={attempts}
        rowKey={(attempt) => attempt.id}
      />
      {attempts.length >= DELIVERIES_LIMIT ? (
        <p>{t('routing.deliveries.limited', { limit: String(DELIVERIES_LIMIT) })}</p>
      ) : null}
    </>
  );
}

function useAttemptColumns(): ConsoleColumn<DeliveryAttempt>[] {
  const { t } = useRoutingTexts();
  const { number } = useFormatters();
  const label = (column: Column) => t(`routing.deliveries.${column}`);
  const name = (attempt: DeliveryAttempt) =>
    attempt.destination ?? t('routing.deliveries.deletedDestination');
  return [
    {
      key: 'when',
      label: label('when'),
      rowHeader: true,
      cell: (attempt) => <When iso={attempt.attemptedAt} />,
    },
    { key: 'event', label: label('event'), cell: (attempt) => attempt.event },
    { key: 'destination', label: label('destination'), text: true, cell: name },
    { key: 'code', label: label('code'), cell: (attempt) => attempt.statusCode ?? '–' },
    {
      key: 'duration',
      label: label('duration'),
      numeric: true,
      cell: (attempt) => number(attempt.durationMs),
    },
    { key: 'error', label: label('error'), text: true, cell: (attempt) => attempt.error ?? '–' },
    {
      key: 'outcome',
      label: label('outcome'),
      cell: (attempt) => t(`routing.deliveries.outcomes.${attempt.succeeded ? 'ok' : 'failed'}`),
    },
    {
      key: 'actions',
      label: t('routing.actions'),
      cell: (attempt) =>
        attempt.destination === null ? null : (
          <ActionForm
            form={resendForm(attempt.id)}
            fields={{ delivery: attempt.deliveryId }}
            label={t('routing.deliveries.resend')}
            ariaLabel={t('routing.deliveries.resendLabel', {
              event: attempt.event,
              name: name(attempt),
            })}
          />
        ),
    },
  ];
}
