import { useQuery } from '@tanstack/react-query';
import type { AdminDestination, DestinationList } from 'contracts/admin';
import { useLabelled } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { ConsoleTable } from '../frame/ConsoleTable';
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
  const label = (column: 'target' | 'kind' | 'events' | 'rules' | 'status' | 'actions') =>
    t(`routing.${column}`);
  return (
    <ConsoleTable
      caption={t('routing.caption')}
      rows={destinations}
      rowKey={(destination) => destination.id}
      columns={[
        { key: 'target', label: label('target'), rowHeader: true, cell: destinationName },
        {
          key: 'kind',
          label: label('kind'),
          cell: ({ kind, language }) =>
            `${t(`routing.kinds.${kind}`)}${language ? ` (${t(`languages.${language}`)})` : ''}`,
        },
        {
          key: 'events',
          label: label('events'),
          cell: (destination) =>
            destination.kind === 'webhook' ? destination.events.join(', ') : '–',
        },
        { key: 'rules', label: label('rules'), cell: (destination) => <Rules {...destination} /> },
        {
          key: 'status',
          label: label('status'),
          cell: (destination) => <DestinationState destination={destination} />,
        },
        {
          key: 'actions',
          label: label('actions'),
          cell: (destination) => <DestinationActions destination={destination} />,
        },
      ]}
    />
  );
}

/** Which leads go there: a line per rule. */
function Rules({ rules }: Pick<AdminDestination, 'rules'>) {
  const { t } = useRoutingTexts();
  const { labelled } = useLabelled();
  const listed = (values: readonly string[], label = (value: string) => value) =>
    values.length === 0 ? t('routing.all') : values.map(label).join(', ');
  return (
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
  );
}

/** Its state, and since when it fails or until when the previous secret holds. */
function DestinationState({ destination }: { destination: AdminDestination }) {
  const { t } = useRoutingTexts();
  const { moment } = useFormatters();
  return (
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
  );
}

/** Short lines in a cell, one below the other (a rule each, a state and its dates). */
const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
