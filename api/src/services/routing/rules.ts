import type { OutboxEventRow } from '../../data/outbox-events';
import type { Destination } from '../../data/routing-destinations';
import { toIsoTimestamp } from '../../data/rows';

/** A rule list matches when it is empty ('alle') or names the value. */
const allows = (list: readonly string[], value: string | null) =>
  list.length === 0 || (value !== null && list.includes(value));

/**
 * The destinations an event goes to. A ping or a lead.erased names its one
 * destination. Otherwise: enabled ones only; a webhook that subscribed to
 * the event's type, a sales mail for new leads only; and the lead's kind,
 * country and product allowed by the destination's rules.
 */
export function destinationsFor(
  event: OutboxEventRow,
  destinations: readonly Destination[],
): Destination[] {
  if (event.only_destination_id)
    return destinations.filter((destination) => destination.id === event.only_destination_id);
  // A destination hears of what happens from its creation on, not of older events.
  const happened = Date.parse(toIsoTimestamp(event.created_at));
  return destinations.filter(
    (destination) =>
      destination.enabled &&
      Date.parse(destination.createdAt) <= happened &&
      (destination.kind === 'webhook'
        ? (destination.events as string[]).includes(event.event_type)
        : event.event_type === 'lead.created') &&
      allows(destination.rules.leadTypes, event.lead_type) &&
      allows(destination.rules.countries, event.country) &&
      allows(destination.rules.products, event.product_slug),
  );
}
