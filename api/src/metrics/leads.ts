import type { RoutedLeadType } from 'contracts';
import { Counter } from 'prom-client';

const leadsCreated = new Counter({
  name: 'leads_created_total',
  help: 'Leads stored, by kind (email, payment, contact; newsletter when confirmed).',
  labelNames: ['kind'] as const,
});

/** A lead's `lead.created` event was committed with it: counted once, whatever table holds it. */
export function countCreatedLead(kind: RoutedLeadType): void {
  leadsCreated.inc({ kind });
}
