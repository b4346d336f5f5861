import { useQuery } from '@tanstack/react-query';
import type { AdminDestination, DestinationList } from 'contracts/admin';
import { useLabelled } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
import { DestinationActions } from './DestinationActions';
import { SalesMailForm, WebhookForm } from './DestinationForms';
import { destinationName, destinationStatus } from './destinationText';
import { DESTINATIONS_PATH } from './routingPaths';
import { RoutingSentOutcome } from './RoutingSentOutcome';
import { useRoutingTexts } from './useRoutingTexts';

/** 'Weiterleitung' (admin): the destinations with their rules and state, and the two forms adding one. */
export function RoutingPage() {
  return <ConsoleFrame page="routing">{() => <Routing />}</ConsoleFrame>;
}

function Routing() {
  const { t } = useRoutingTexts();
  const query = useQuery(consoleQuery<DestinationList>(DESTINATIONS_PATH));
  return (
    <>
      <p>{t('routing.intro')}</p>
      <RoutingSentOutcome />
      <QueryView query={query}>
        {({ items }) => (
          <>
            <DestinationTable destinations={items} />
            <WebhookForm />
            <SalesMailForm />
          </>
        )}
      </QueryView>
    </>
  );
}

function DestinationTable({ destinations }: { destinations: AdminDestination[] }) {
  const { t } = useRoutingTexts();
  if (destinations.length === 0) return <Status>{t('routing.empty')}</Status>;
  return (
    <TableScroll aria-label={t('routing.caption')}>
      <table>
        <caption>{t('routing.caption')}</caption>
        <thead>
          <tr>
            {(['target', 'kind', 'events', 'rules', 'status', 'actions'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`routing.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {destinations.map((destination) => (
            <DestinationRow key={destination.id} destination={destination} />
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function DestinationRow({ destination }: { destination: AdminDestination }) {
  const { t } = useRoutingTexts();
  const { moment } = useFormatters();
  const { labelled } = useLabelled();
  const { rules, language } = destination;
  const listed = (values: readonly string[], label = (value: string) => value) =>
    values.length === 0 ? t('routing.all') : values.map(label).join(', ');
  return (
    <tr>
      <th scope="row">{destinationName(destination)}</th>
      <td>
        {t(`routing.kinds.${destination.kind}`)}
        {language ? ` (${t(`languages.${language}`)})` : ''}
      </td>
      <td>{destination.kind === 'webhook' ? destination.events.join(', ') : '–'}</td>
      <td>
        <Lines>
          <li>
            {labelled(
              t('routing.leadTypes'),
              listed(rules.leadTypes, (type) => t(`leads.types.${type}`)),
            )}
          </li>
          <li>{labelled(t('routing.countries'), listed(rules.countries))}</li>
          <li>{labelled(t('routing.products'), listed(rules.products))}</li>
        </Lines>
      </td>
      <td>
        <Lines>
          <li>{t(`routing.statuses.${destinationStatus(destination)}`)}</li>
          {destination.failingSince ? (
            <li>{t('routing.failingSince', { when: moment(destination.failingSince) })}</li>
          ) : null}
          {destination.previousSecretUntil ? (
            <li>
              {t('routing.previousSecretUntil', {
                when: moment(destination.previousSecretUntil),
              })}
            </li>
          ) : null}
        </Lines>
      </td>
      <td>
        <DestinationActions destination={destination} />
      </td>
    </tr>
  );
}

/** Short lines in a cell, one below the other (a rule each, a state and its dates). */
const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
