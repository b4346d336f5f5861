import {
  routingMessages,
  type AdminDestination,
  type AuditAction,
  type DeliveryAttempt,
  type DeliveryListQuery,
  type SalesMailInput,
  type WebhookInput,
  type WebhookSecret,
} from 'contracts';
import type { Db } from '../../db/connection';
import {
  dropPendingOfDestination,
  listAttempts,
  queuePing,
  requeueDelivery,
} from '../../data/deliveries';
import { signalOutbox } from '../../data/outbox-events';
import {
  deleteDestination,
  findDestination,
  insertDestination,
  listDestinations,
  rotateSecret,
  setDestinationEnabled,
  withoutSecrets,
  type Destination,
} from '../../data/routing-destinations';
import { NotFoundError, ValidationError } from '../../errors';
import { newWebhookSecret, SECRET_OVERLAP_MS } from '../routing/signing';
import type { Actor } from './actor';
import type { AuditService } from './audit';
import type { Clock } from './clock';

/** 'Weiterleitung' (admin): destinations, their keys, the deliveries log; every change audited. */
export interface RoutingService {
  list(): Promise<AdminDestination[]>;
  /** 'Webhook hinzufügen': the answer carries the secret, the only time it is shown. */
  addWebhook(actor: Actor, input: WebhookInput): Promise<WebhookSecret>;
  addSalesMail(actor: Actor, input: SalesMailInput): Promise<AdminDestination>;
  /** 'Schlüssel erneuern': a new secret; the old one signs beside it for 24 hours. */
  renewSecret(actor: Actor, id: string): Promise<WebhookSecret>;
  setEnabled(actor: Actor, id: string, enabled: boolean): Promise<AdminDestination>;
  remove(actor: Actor, id: string): Promise<void>;
  deliveries(query: DeliveryListQuery): Promise<DeliveryAttempt[]>;
  /** 'Erneut senden': the delivery goes again, same webhook-id, signed afresh. */
  resend(actor: Actor, deliveryId: string): Promise<{ deliveryId: string }>;
  /** 'Testereignis senden': a `ping` to this webhook. */
  ping(id: string): Promise<{ deliveryId: string }>;
}

/** A destination's change in the audit log: its kind and where it points, never its secret. */
const auditedBy =
  (audit: AuditService) => (actor: Actor, action: AuditAction, destination: Destination) =>
    audit.record(actor, {
      action,
      targetType: 'routing_destination',
      targetId: destination.id,
      after: { kind: destination.kind, target: destination.url ?? destination.email },
    });

export function routingService(db: Db, clock: Clock, audit: AuditService): RoutingService {
  const find = async (id: string): Promise<Destination> => {
    const destination = await findDestination(db, id);
    if (!destination) throw new NotFoundError(routingMessages.notFound);
    return destination;
  };
  const findWebhook = async (id: string) => {
    const destination = await find(id);
    if (destination.kind !== 'webhook') throw new ValidationError(routingMessages.notAWebhook);
    return destination;
  };
  const audited = auditedBy(audit);
  const view = async (id: string) => withoutSecrets(await find(id));

  return {
    list: async () => (await listDestinations(db)).map(withoutSecrets),

    addWebhook: async (actor, input) => {
      const secret = newWebhookSecret();
      const id = await insertDestination(
        db,
        { kind: 'webhook', url: input.url, events: input.events, rules: input.rules, secret },
        clock(),
      );
      await audited(actor, 'destination_created', await find(id));
      return { destination: await view(id), secret };
    },

    addSalesMail: async (actor, input) => {
      const id = await insertDestination(
        db,
        { kind: 'email', email: input.email, language: input.language, rules: input.rules },
        clock(),
      );
      await audited(actor, 'destination_created', await find(id));
      return view(id);
    },

    renewSecret: async (actor, id) => {
      const destination = await findWebhook(id);
      const secret = newWebhookSecret();
      const now = clock();
      await rotateSecret(db, destination, secret, new Date(now.getTime() + SECRET_OVERLAP_MS), now);
      await audited(actor, 'destination_secret_renewed', destination);
      return { destination: await view(id), secret };
    },

    setEnabled: async (actor, id, enabled) => {
      const destination = await find(id);
      await setDestinationEnabled(db, id, enabled, clock());
      await audited(actor, enabled ? 'destination_enabled' : 'destination_disabled', destination);
      if (enabled) signalOutbox(db);
      return view(id);
    },

    remove: async (actor, id) => {
      const destination = await find(id);
      await dropPendingOfDestination(db, id);
      await deleteDestination(db, id);
      await audited(actor, 'destination_deleted', destination);
    },

    deliveries: (query) => listAttempts(db, query),

    resend: async (actor, deliveryId) => {
      if (!(await requeueDelivery(db, deliveryId, clock())))
        throw new NotFoundError(routingMessages.deliveryNotFound);
      await audit.record(actor, {
        action: 'delivery_resent',
        targetType: 'delivery',
        targetId: deliveryId,
      });
      signalOutbox(db);
      return { deliveryId };
    },

    ping: async (id) => {
      await findWebhook(id);
      const deliveryId = await queuePing(db, id, clock());
      signalOutbox(db);
      return { deliveryId };
    },
  };
}
