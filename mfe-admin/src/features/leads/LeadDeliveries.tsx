import type { LeadDelivery } from 'contracts/admin';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';

/** The lead's deliveries to sales (webhooks, sales mails), each with its last try, in full times. */
export function LeadDeliveries({ deliveries }: { deliveries: readonly LeadDelivery[] }) {
  const { t } = useConsoleTexts();
  const { moment, number } = useFormatters();
  const label = (key: string) => t(`inbox.deliveryColumns.${key}`);
  const columns: ConsoleColumn<LeadDelivery>[] = [
    { key: 'event', label: label('event'), cell: (row) => row.event, rowHeader: true },
    {
      key: 'destination',
      label: label('destination'),
      text: true,
      cell: (row) => row.destination ?? t('inbox.removedDestination'),
    },
    {
      key: 'status',
      label: label('status'),
      cell: (row) => t(`inbox.deliveryStatuses.${row.status}`),
    },
    {
      key: 'attempts',
      label: label('attempts'),
      numeric: true,
      cell: (row) => number(row.attempts),
    },
    {
      key: 'last',
      label: label('last'),
      cell: (row) =>
        row.lastAttemptAt ? (
          <time dateTime={row.lastAttemptAt}>{moment(row.lastAttemptAt)}</time>
        ) : (
          '–'
        ),
    },
    {
      key: 'answer',
      label: label('answer'),
      text: true,
      cell: (row) =>
        row.lastError ?? (row.lastStatusCode === null ? '–' : String(row.lastStatusCode)),
    },
  ];
  return (
    <section aria-labelledby="lead-deliveries">
      <h2 id="lead-deliveries">{t('inbox.deliveriesHeading')}</h2>
      {deliveries.length === 0 ? (
        <p>{t('inbox.noDeliveries')}</p>
      ) : (
        <ConsoleTable
          caption={t('inbox.deliveriesCaption')}
          columns={columns}
          rows={deliveries}
          rowKey={(row) => row.id}
        />
      )}
    </section>
  );
}
