import type { AdminDestination } from 'contracts/admin';
import { Link } from 'react-router-dom';
import { Button, useLeadForm, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { Actions, DeleteForm } from '../records/RecordActions';
import { destinationName } from './destinationText';
import { destinationForm, type SecretAnswer } from './routingForms';
import { deliveriesPageOf } from './routingPaths';
import { SecretShown } from './SecretShown';
import { useRoutingTexts } from './useRoutingTexts';

/**
 * One destination's actions: on/off, deleting (asked first), for a webhook
 * a new key (shown once, here) and the test event, and its deliveries.
 * Each a form posted to the page (routingForms.ts).
 */
export function DestinationActions({ destination }: { destination: AdminDestination }) {
  const { t, routingFailureText } = useRoutingTexts();
  const localePath = useLocalePath();
  const name = destinationName(destination);
  const { id } = destination;
  return (
    <Row>
      <ActionForm
        form={destinationForm('enabled', id)}
        fields={{ enabled: String(!destination.enabled) }}
        label={t(`routing.${destination.enabled ? 'disable' : 'enable'}`)}
        ariaLabel={t(`routing.${destination.enabled ? 'disable' : 'enable'}Label`, { name })}
      />
      {destination.kind === 'webhook' ? (
        <>
          <ActionForm
            form={destinationForm('secret', id)}
            label={t('routing.renewSecret')}
            ariaLabel={t('routing.renewSecretLabel', { name })}
          />
          <ActionForm
            form={destinationForm('ping', id)}
            label={t('routing.ping')}
            ariaLabel={t('routing.pingLabel', { name })}
          />
        </>
      ) : null}
      <DeleteForm
        form={destinationForm('delete', id)}
        named={{ field: 'name', value: name }}
        texts={{
          remove: t('routing.remove'),
          removeLabel: t('routing.removeLabel', { name }),
          removeQuestion: t('routing.removeQuestion', { name }),
          confirmRemove: t('routing.confirmRemove'),
        }}
        failureText={routingFailureText}
      />
      <Link
        to={localePath(deliveriesPageOf(id))}
        aria-label={t('routing.deliveriesOfLabel', { name })}
      >
        {t('routing.deliveriesOf')}
      </Link>
    </Row>
  );
}

/**
 * One of a row's forms: its button (its hidden `fields` posted with it), its
 * refusal, and — a renewed key — the secret it answers with.
 */
export function ActionForm({
  form,
  fields = {},
  label,
  ariaLabel,
}: {
  form: string;
  fields?: Record<string, string>;
  label: string;
  /** The button's name naming the destination (every row has the same buttons). */
  ariaLabel: string;
}) {
  const { routingFailureText } = useRoutingTexts();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    SecretAnswer
  >({ form });
  return (
    <Form {...formProps}>
      <input {...formField} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" $variant="secondary" disabled={sending} aria-label={ariaLabel}>
        {label}
      </Button>
      {result?.kind === 'secret' ? <SecretShown answer={result} /> : null}
      {failure ? <Outcome outcome={{ text: routingFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Row = styled(Actions)`
  min-width: 16rem;
`;
