import { useQuery } from '@tanstack/react-query';
import type { DeliveryAttempt, DeliveryList, DestinationList } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
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

const COLUMNS = ['when', 'event', 'destination', 'code', 'duration', 'error', 'outcome'] as const;

function AttemptTable({ attempts }: { attempts: DeliveryAttempt[] }) {
  const { t } = useRoutingTexts();
  if (attempts.length === 0) return <Status>{t('routing.deliveries.empty')}</Status>;
  const caption = t('routing.deliveries.caption');
  return (
    <>
      <TableScroll aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === 'duration' ? 'number' : undefined}
                >
                  {t(`routing.deliveries.${column}`)}
                </th>
              ))}
              <th scope="col">{t('routing.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {attempts.map((attempt) => (
              <AttemptRow key={attempt.id} attempt={attempt} />
            ))}
          </tbody>
        </table>
      </TableScroll>
      {attempts.length >= DELIVERIES_LIMIT ? (
        <p>{t('routing.deliveries.limited', { limit: String(DELIVERIES_LIMIT) })}</p>
      ) : null}
    </>
  );
}

function AttemptRow({ attempt }: { attempt: DeliveryAttempt }) {
  const { t } = useRoutingTexts();
  const { moment, number } = useFormatters();
  const name = attempt.destination ?? t('routing.deliveries.deletedDestination');
  return (
    <tr>
      <th scope="row">{moment(attempt.attemptedAt)}</th>
      <td>{attempt.event}</td>
      <td>{name}</td>
      <td>{attempt.statusCode ?? '–'}</td>
      <td className="number">{number(attempt.durationMs)}</td>
      <td>{attempt.error ?? '–'}</td>
      <td>{t(`routing.deliveries.outcomes.${attempt.succeeded ? 'ok' : 'failed'}`)}</td>
      <td>
        {attempt.destination === null ? null : (
          <ActionForm
            form={resendForm(attempt.id)}
            fields={{ delivery: attempt.deliveryId }}
            label={t('routing.deliveries.resend')}
            ariaLabel={t('routing.deliveries.resendLabel', { event: attempt.event, name })}
          />
        )}
      </td>
    </tr>
  );
}
