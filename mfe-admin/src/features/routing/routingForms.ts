import type { RoutingRules, WebhookSecret } from 'contracts/admin';
import {
  formText,
  leadFormDone,
  leadFormFailure,
  sentRedirect,
  type FormValues,
  type SectionActionArgs,
} from 'shared-ui';
import type { ConsoleFormHandler } from '../frame/consoleAction';
import {
  fieldNamedBy,
  oneOf,
  postThenRedirect,
  recordActionForms,
  recordFormSet,
} from '../records/recordForms';
import { destinationPath, resendPath, SALES_MAILS_PATH, WEBHOOKS_PATH } from './routingPaths';

/**
 * The forms of 'Weiterleitung' and 'Zustellungen': a new webhook, a new
 * sales mail, and per destination its key, on/off, deleting and the test
 * event; per delivery attempt 'Erneut senden'.
 */
const ROUTING_FORMS = recordFormSet<
  'webhook' | 'mail' | 'secret' | 'enabled' | 'delete' | 'ping' | 'resend'
>('routing');
export const ROUTING_FORM_PREFIX = ROUTING_FORMS.prefix;
export const WEBHOOK_FORM = ROUTING_FORMS.of('webhook');
export const SALES_MAIL_FORM = ROUTING_FORMS.of('mail');
export const destinationForm = (kind: 'secret' | 'enabled' | 'delete' | 'ping', id: string) =>
  ROUTING_FORMS.of(kind, id);
/** Named by the attempt (unique on the page); the delivery it replays is a field. */
export const resendForm = (attemptId: string) => ROUTING_FORMS.of('resend', attemptId);

export const DESTINATION_FIELDS = [
  'url',
  'email',
  'language',
  'events',
  'leadTypes',
  'countries',
  'products',
] as const;
export type DestinationField = (typeof DESTINATION_FIELDS)[number];
/** What was typed, sent back with a refusal; lists (the boxes ticked) joined by commas. */
export type DestinationValues = FormValues<DestinationField>;

/**
 * The answer shown once, in place (never in a URL): the signing secret of a
 * webhook just saved or whose key was just renewed.
 */
export interface SecretAnswer {
  kind: 'secret';
  /** The webhook's URL. */
  name: string;
  secret: string;
  renewed: boolean;
}

/** The boxes of one name that are ticked (a box sends nothing when it is not). */
const ticked = (formData: FormData, name: DestinationField) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string');

const productsOf = (formData: FormData) =>
  formText(formData, 'products')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);

const rulesOf = (formData: FormData): RoutingRules => ({
  leadTypes: ticked(formData, 'leadTypes') as RoutingRules['leadTypes'],
  countries: ticked(formData, 'countries') as RoutingRules['countries'],
  products: productsOf(formData),
});

const valuesOf = (formData: FormData): DestinationValues =>
  Object.fromEntries(DESTINATION_FIELDS.map((field) => [field, ticked(formData, field).join(',')]));

/** The API names a rule's field by its path (`rules.products.0`): the form's field is its list. */
const formFieldOf = (apiName: string) =>
  oneOf(DESTINATION_FIELDS)(apiName.replace(/^rules\./, '').split('.')[0] ?? '');

/** A refusal said at the field the API named (its first), with what was typed. */
const failed = (
  error: unknown,
  values: DestinationValues,
  form: string,
  fallback: DestinationField,
) =>
  leadFormFailure<DestinationField>(
    error,
    values,
    fieldNamedBy<DestinationField>(error, formFieldOf, fallback),
    form,
  );

/** A change posted to the API, then the page again saying so (post/redirect/get). */
function posted(
  args: SectionActionArgs,
  path: string,
  body: Record<string, unknown>,
  form: string,
  result?: string,
) {
  return postThenRedirect(args, { path, body, form, result }, (error) =>
    failed(error, {}, form, 'url'),
  );
}

/** The API's answer with the secret, shown by the page that posted (no redirect: no URL carries it). */
async function secretShown(response: Response, form: string, renewed: boolean) {
  const { destination, secret } = (await response.json()) as WebhookSecret;
  return leadFormDone<SecretAnswer>(
    { kind: 'secret', name: destination.url ?? '', secret, renewed },
    form,
  );
}

const addWebhook: ConsoleFormHandler = async ({ api, formData }, _id, form) => {
  const values = valuesOf(formData);
  const body = {
    url: formText(formData, 'url').trim(),
    events: ticked(formData, 'events'),
    rules: rulesOf(formData),
  };
  try {
    return await secretShown(await api('POST', WEBHOOKS_PATH, body), form, false);
  } catch (error) {
    return failed(error, values, form, 'url');
  }
};

const addSalesMail: ConsoleFormHandler = async (args, _id, form) => {
  const { api, formData, request } = args;
  const values = valuesOf(formData);
  const email = formText(formData, 'email').trim();
  const body = { email, language: formText(formData, 'language'), rules: rulesOf(formData) };
  try {
    await api('POST', SALES_MAILS_PATH, body);
  } catch (error) {
    return failed(error, values, form, 'email');
  }
  return sentRedirect(request, { form, result: email });
};

const renewSecret: ConsoleFormHandler = async ({ api }, id, form) => {
  try {
    return await secretShown(await api('POST', destinationPath(id, 'secret'), {}), form, true);
  } catch (error) {
    return failed(error, {}, form, 'url');
  }
};

const { delete: remove } = recordActionForms({
  apiPath: destinationPath,
  failed: (error, form) => failed(error, {}, form, 'url'),
  nameField: 'name',
  listAfterDelete: () => undefined,
});

export const routingForms = ROUTING_FORMS.forms({
  webhook: addWebhook,
  mail: addSalesMail,
  secret: renewSecret,
  enabled: (args, id, form) =>
    posted(
      args,
      destinationPath(id, 'enabled'),
      { enabled: formText(args.formData, 'enabled') === 'true' },
      form,
    ),
  delete: remove,
  ping: (args, id, form) => posted(args, destinationPath(id, 'ping'), {}, form),
  resend: (args, _attemptId, form) =>
    posted(args, resendPath(formText(args.formData, 'delivery')), {}, form),
});
