import type { AdminDestination } from 'contracts/admin';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, space, useLeadForm, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { DeleteForm } from '../records/RecordActions';
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
    <Actions>
      <ActionForm form={destinationForm('enabled', id)}>
        {(sending) => (
          <>
            <input type="hidden" name="enabled" value={String(!destination.enabled)} />
            <Button
              type="submit"
              $variant="secondary"
              disabled={sending}
              aria-label={t(`routing.${destination.enabled ? 'disable' : 'enable'}Label`, { name })}
            >
              {t(`routing.${destination.enabled ? 'disable' : 'enable'}`)}
            </Button>
          </>
        )}
      </ActionForm>
      {destination.kind === 'webhook' ? (
        <>
          <ActionForm form={destinationForm('secret', id)}>
            {(sending) => (
              <Button
                type="submit"
                $variant="secondary"
                disabled={sending}
                aria-label={t('routing.renewSecretLabel', { name })}
              >
                {t('routing.renewSecret')}
              </Button>
            )}
          </ActionForm>
          <ActionForm form={destinationForm('ping', id)}>
            {(sending) => (
              <Button
                type="submit"
                $variant="secondary"
                disabled={sending}
                aria-label={t('routing.pingLabel', { name })}
              >
                {t('routing.ping')}
              </Button>
            )}
          </ActionForm>
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
    </Actions>
  );
}

/** One of a row's forms: its button, its refusal, and — a renewed key — the secret it answers with. */
export function ActionForm({
  form,
  children,
}: {
  form: string;
  children: (sending: boolean) => ReactNode;
}) {
  const { routingFailureText } = useRoutingTexts();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    SecretAnswer
  >({ form });
  return (
    <Form {...formProps}>
      <input {...formField} />
      {children(sending)}
      {result?.kind === 'secret' ? <SecretShown answer={result} /> : null}
      {failure ? <Outcome outcome={{ text: routingFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  min-width: 16rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;
