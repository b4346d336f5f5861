import type { AdminDestination } from 'contracts/admin';

/** How the console names a destination: its URL or its address. */
export const destinationName = (destination: AdminDestination) =>
  destination.url ?? destination.email ?? destination.id;

/** What a destination's status says: on, off, or why it switched itself off. */
export const destinationStatus = (destination: AdminDestination) =>
  destination.enabled ? 'enabled' : (destination.disabledReason ?? 'disabled');
