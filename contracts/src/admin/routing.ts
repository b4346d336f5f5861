import { z } from 'zod';
import { requestBody } from '../common';
import { emailSchema } from '../email';
import { COUNTRIES, LANGUAGES } from '../localeCodes';

/**
 * 'Weiterleitung' (admin only): where each lead goes besides the leads desk —
 * webhooks as the Standard Webhooks specification defines them, and mails to
 * sales — each with rules (lead kind, country, product; empty: 'alle'), and
 * the log of every delivery attempt ('Zustellungen'). German messages,
 * mapped by the console to its catalogs like the others.
 */
export const routingMessages = {
  notFound: 'Ziel nicht gefunden',
  deliveryNotFound: 'Zustellung nicht gefunden',
  urlInvalid: 'URL muss eine http(s)-Adresse sein (höchstens 2000 Zeichen)',
  eventsInvalid: 'Ereignisse: lead.created, lead.status_changed oder lead.erased',
  leadTypesInvalid: 'Lead-Arten: email, payment, contact oder newsletter',
  countriesInvalid: 'Länder: DE, ES oder FR',
  productsInvalid: 'Produkte: Kürzel aus Kleinbuchstaben, Ziffern und Bindestrichen',
  languageInvalid: 'Sprache muss de, es oder fr sein',
  notAWebhook: 'Nur ein Webhook hat einen Schlüssel und Testereignisse',
  enabledInvalid: 'enabled muss true oder false sein',
} as const;

/** What a webhook can subscribe to; `ping` is the console's test event, sent on request only. */
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'lead.status_changed', 'lead.erased'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export type OutboxEventType = WebhookEventType | 'ping';

/** The kinds of lead that are routed (feedback is not a lead for sales). */
export const ROUTED_LEAD_TYPES = ['email', 'payment', 'contact', 'newsletter'] as const;
export type RoutedLeadType = (typeof ROUTED_LEAD_TYPES)[number];

export const DESTINATION_KINDS = ['webhook', 'email'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.array(z.enum(values, { error: message }), { error: message }).max(values.length * 2);

/** Which leads a destination receives; each empty list means 'alle'. */
export const routingRulesSchema = z.object({
  leadTypes: listOf(ROUTED_LEAD_TYPES, routingMessages.leadTypesInvalid).default([]),
  countries: listOf(COUNTRIES, routingMessages.countriesInvalid).default([]),
  /** Product slugs (contact requests name one); a lead without a product matches only 'alle'. */
  products: z
    .array(
      z
        .string({ error: routingMessages.productsInvalid })
        .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { error: routingMessages.productsInvalid }),
      { error: routingMessages.productsInvalid },
    )
    .max(50, { error: routingMessages.productsInvalid })
    .default([]),
});
export type RoutingRules = z.infer<typeof routingRulesSchema>;

/**
 * An http(s) URL whose every form the URL parser reads (a pattern: the API
 * document shows it). Ports up to 65535: five digits (a receiver on an
 * ephemeral port, 32768–60999 on Linux, was refused with four).
 */
const URL_PATTERN =
  /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?(\?[^\s#]*)?$/;

const urlSchema = z
  .string({ error: routingMessages.urlInvalid })
  .max(2000, { error: routingMessages.urlInvalid })
  .regex(URL_PATTERN, { error: routingMessages.urlInvalid });

/** POST /api/admin/routing/webhooks: 'Webhook hinzufügen' (the answer shows the secret once). */
export const webhookInputSchema = requestBody({
  url: urlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: routingMessages.eventsInvalid }), {
      error: routingMessages.eventsInvalid,
    })
    .min(1, { error: routingMessages.eventsInvalid })
    .max(WEBHOOK_EVENT_TYPES.length * 2, { error: routingMessages.eventsInvalid }),
  rules: routingRulesSchema.default({ leadTypes: [], countries: [], products: [] }),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

/** POST /api/admin/routing/mails: a sales address and the language of its mails. */
export const salesMailInputSchema = requestBody({
  email: emailSchema,
  language: z.enum(LANGUAGES, { error: routingMessages.languageInvalid }),
  rules: routingRulesSchema.default({ leadTypes: [], countries: [], products: [] }),
});
export type SalesMailInput = z.infer<typeof salesMailInputSchema>;

/** POST /api/admin/routing/destinations/:id/enabled: switch it on (again) or off. */
export const destinationEnabledInputSchema = requestBody({
  enabled: z.boolean({ error: routingMessages.enabledInvalid }),
});

/** A destination as the console lists it (never its secret). */
export const adminDestinationSchema = z.object({
  id: z.string(),
  kind: z.enum(DESTINATION_KINDS),
  url: z.string().nullable(),
  email: z.string().nullable(),
  language: z.enum(LANGUAGES).nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  rules: routingRulesSchema,
  enabled: z.boolean(),
  /** Why it was switched off by itself: the receiver answered 410, or it failed for 5 days. */
  disabledReason: z.enum(['gone', 'failing']).nullable(),
  disabledAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  /** Until when the previous secret still signs (after 'Schlüssel erneuern'). */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDestination = z.infer<typeof adminDestinationSchema>;

export const destinationListSchema = z.object({ items: z.array(adminDestinationSchema) });
export type DestinationList = z.infer<typeof destinationListSchema>;

/** The answer to saving a webhook or renewing its key: the only time the secret is shown. */
export const webhookSecretSchema = z.object({
  destination: adminDestinationSchema,
  secret: z.string(),
});
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** GET /api/admin/routing/deliveries: attempts, newest first, filtered. */
export const deliveryListQuerySchema = z.object({
  destination: z.uuid({ error: routingMessages.notFound }).optional(),
  event: z
    .enum([...WEBHOOK_EVENT_TYPES, 'ping'], { error: routingMessages.eventsInvalid })
    .optional(),
  outcome: z.enum(['ok', 'failed'], { error: "Ergebnis: 'ok' oder 'failed'" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DeliveryListQuery = z.infer<typeof deliveryListQuerySchema>;

export const deliveryAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  destinationId: z.string(),
  /** The endpoint's URL or the mail's address. */
  destination: z.string().nullable(),
  event: z.string(),
  attemptedAt: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  succeeded: z.boolean(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

export const deliveryListSchema = z.object({ items: z.array(deliveryAttemptSchema) });
export type DeliveryList = z.infer<typeof deliveryListSchema>;

/** 'Erneut senden' / 'Testereignis senden': queued, the worker sends it within seconds. */
export const deliveryQueuedSchema = z.object({ deliveryId: z.string() });
export type DeliveryQueued = z.infer<typeof deliveryQueuedSchema>;

export const destinationDeletedSchema = z.object({ deleted: z.literal(true) });
