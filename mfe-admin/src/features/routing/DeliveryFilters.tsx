import { WEBHOOK_EVENT_TYPES, type AdminDestination } from 'contracts/admin';
import { SelectField } from 'shared-ui';
import { FilterForm, useFilterValue } from '../frame/FilterForm';
import { destinationName } from './destinationText';
import { useRoutingTexts } from './useRoutingTexts';

/** The attempts' filters as a GET form (destination, event, outcome): in the URL, without script too. */
export function DeliveryFilters({ destinations }: { destinations: AdminDestination[] }) {
  const { t } = useRoutingTexts();
  const value = useFilterValue();
  return (
    <FilterForm
      label={t('routing.deliveries.filters')}
      apply={t('routing.deliveries.apply')}
      reset={t('routing.deliveries.reset')}
    >
      <SelectField
        // Its options may arrive after the first render: the URL's choice is selected once they do.
        key={destinations.length}
        label={t('routing.deliveries.destination')}
        name="destination"
        defaultValue={value('destination')}
        options={[
          { value: '', label: t('routing.deliveries.allDestinations') },
          ...destinations.map((destination) => ({
            value: destination.id,
            label: destinationName(destination),
          })),
        ]}
      />
      <SelectField
        label={t('routing.deliveries.event')}
        name="event"
        defaultValue={value('event')}
        options={[
          { value: '', label: t('routing.deliveries.allEvents') },
          ...[...WEBHOOK_EVENT_TYPES, 'ping'].map((event) => ({ value: event, label: event })),
        ]}
      />
      <SelectField
        label={t('routing.deliveries.outcome')}
        name="outcome"
        defaultValue={value('outcome')}
        options={[
          { value: '', label: t('routing.deliveries.allOutcomes') },
          ...(['ok', 'failed'] as const).map((outcome) => ({
            value: outcome,
            label: t(`routing.deliveries.outcomes.${outcome}`),
          })),
        ]}
      />
    </FilterForm>
  );
}
