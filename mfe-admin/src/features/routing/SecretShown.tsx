import { useEffect, useId, useRef } from 'react';
import { colors, InputField, radius, space } from 'shared-ui';
import styled from 'styled-components';
import type { SecretAnswer } from './routingForms';
import { useRoutingTexts } from './useRoutingTexts';

/**
 * A webhook's signing secret, the only time it is shown: in a read-only
 * field to select and copy (focused and selected when it appears in the
 * browser), with the plain warning that it is not shown again.
 */
export function SecretShown({ answer }: { answer: SecretAnswer }) {
  const { t } = useRoutingTexts();
  const headingId = useId();
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [answer.secret]);
  return (
    <Shown role="group" aria-labelledby={headingId}>
      <strong id={headingId}>{t('routing.secretHeading', { name: answer.name })}</strong>
      {answer.renewed ? <p>{t('routing.secretRenewed')}</p> : null}
      <InputField
        ref={field}
        label={t('routing.secretField')}
        hint={t('routing.secretWarning')}
        value={answer.secret}
        readOnly
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
    </Shown>
  );
}

const Shown = styled.div`
  display: grid;
  gap: ${space.sm};
  width: 100%;
  padding: ${space.md};
  border: 2px solid ${colors.primary};
  border-radius: ${radius.md};
  p {
    margin: 0;
  }
  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;
