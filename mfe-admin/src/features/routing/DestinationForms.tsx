import { ROUTED_LEAD_TYPES, WEBHOOK_EVENT_TYPES } from 'contracts/admin';
import { COUNTRIES, LANGUAGES } from 'contracts/locale-codes';
import { useId, type ReactNode } from 'react';
import { Button, EmailField, InputField, SelectField, useLeadForm } from 'shared-ui';
import { Outcome } from '../frame/Outcome';
import { RecordFields, RecordPanel } from '../records/RecordFormParts';
import { ChoiceGroup } from './ChoiceGroup';
import {
  DESTINATION_FIELDS,
  SALES_MAIL_FORM,
  WEBHOOK_FORM,
  type DestinationField,
  type DestinationValues,
  type SecretAnswer,
} from './routingForms';
import { SecretShown } from './SecretShown';
import { useRoutingTexts } from './useRoutingTexts';

/** A new destination's form: posted to the page (routingForms.ts), its refusal said at the field. */
function useDestinationForm(form: string) {
  const { routingFailureText } = useRoutingTexts();
  const lead = useLeadForm<DestinationField, SecretAnswer>({ form });
  const { failure } = lead;
  const values: DestinationValues = failure?.values ?? {};
  const fieldError = (field: DestinationField) =>
    failure?.fieldErrors[field] ? routingFailureText(failure) : undefined;
  const listed = (field: DestinationField) => (values[field] ?? '').split(',').filter(Boolean);
  // A refusal of no field of the form (the API down): said below it.
  const formFailure =
    failure && !DESTINATION_FIELDS.some((field) => failure.fieldErrors[field])
      ? routingFailureText(failure)
      : undefined;
  return { ...lead, values, fieldError, listed, formFailure };
}

type DestinationForm = ReturnType<typeof useDestinationForm>;

/** 'Webhook hinzufügen': URL, events, rules; its secret is shown once, here, after saving. */
export function WebhookForm() {
  const { t } = useRoutingTexts();
  const form = useDestinationForm(WEBHOOK_FORM);
  const events = form.failure ? form.listed('events') : ['lead.created'];
  return (
    <FormPanel
      heading={t('routing.webhookHeading')}
      form={form}
      answer={form.result?.kind === 'secret' ? <SecretShown answer={form.result} /> : null}
    >
      <InputField
        label={t('routing.url')}
        name="url"
        type="url"
        required
        maxLength={2000}
        autoComplete="off"
        spellCheck={false}
        hint={t('routing.urlHint')}
        defaultValue={form.values.url ?? ''}
        error={form.fieldError('url')}
      />
      <ChoiceGroup
        legend={t('routing.eventsLegend')}
        name="events"
        options={WEBHOOK_EVENT_TYPES.map((event) => ({
          value: event,
          // The catalogs' keys cannot hold the event's dot.
          label: `${event} (${t(`routing.eventNames.${event.slice('lead.'.length)}`)})`,
        }))}
        checked={events}
        error={form.fieldError('events')}
      />
      <RulesFields form={form} />
    </FormPanel>
  );
}

/** 'Vertriebs-Mail hinzufügen': the address, the language of its mails, rules. */
export function SalesMailForm() {
  const { t } = useRoutingTexts();
  const form = useDestinationForm(SALES_MAIL_FORM);
  return (
    <FormPanel heading={t('routing.mailHeading')} form={form}>
      <EmailField
        label={t('routing.email')}
        name="email"
        required
        autoComplete="off"
        defaultValue={form.values.email ?? ''}
        error={form.fieldError('email')}
      />
      <SelectField
        label={t('routing.mailLanguage')}
        name="language"
        defaultValue={form.values.language || 'de'}
        error={form.fieldError('language')}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
      />
      <RulesFields form={form} />
    </FormPanel>
  );
}

/**
 * The panel, its heading, what the last save answered (outside the form,
 * which is keyed to empty after a success), the form with 'Speichern', and a
 * general refusal.
 */
function FormPanel({
  heading,
  form,
  answer,
  children,
}: {
  heading: string;
  form: DestinationForm;
  answer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useRoutingTexts();
  const headingId = useId();
  const { Form, formProps, formField, formKey, sending, formFailure } = form;
  return (
    <RecordPanel as="section" $narrow aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {answer}
      <RecordFields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {children}
        <Button type="submit" disabled={sending}>
          {t('routing.save')}
        </Button>
      </RecordFields>
      {formFailure ? <Outcome outcome={{ text: formFailure, failed: true }} /> : null}
    </RecordPanel>
  );
}

/** Which leads go there: lead kinds, countries, products (nothing chosen: all). */
function RulesFields({ form }: { form: DestinationForm }) {
  const { t } = useRoutingTexts();
  return (
    <>
      <strong>{t('routing.rulesLegend')}</strong>
      <ChoiceGroup
        legend={t('routing.leadTypes')}
        name="leadTypes"
        options={ROUTED_LEAD_TYPES.map((type) => ({
          value: type,
          label: t(`leads.types.${type}`),
        }))}
        checked={form.listed('leadTypes')}
        error={form.fieldError('leadTypes')}
      />
      <ChoiceGroup
        legend={t('routing.countries')}
        name="countries"
        options={COUNTRIES.map((country) => ({ value: country, label: country }))}
        checked={form.listed('countries')}
        error={form.fieldError('countries')}
      />
      <InputField
        label={t('routing.products')}
        name="products"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={2000}
        hint={t('routing.productsHint')}
        defaultValue={form.values.products ?? ''}
        error={form.fieldError('products')}
      />
    </>
  );
}
