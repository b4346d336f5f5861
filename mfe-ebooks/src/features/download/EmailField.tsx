import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { Label, colors, fontSize, radius, space } from 'shared-ui';
import styled from 'styled-components';

export interface EmailFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled e-mail input whose error is announced with it (aria-describedby, role=alert). */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(
  { label, error, id, ...props },
  ref,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  return (
    <Field>
      <Label htmlFor={fieldId}>{label}</Label>
      <Input
        ref={ref}
        id={fieldId}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...props}
      />
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
});

const Field = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const Input = styled.input<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.border)};
  background: ${colors.bg};
  color: ${colors.text};
  font: inherit;
  font-size: ${fontSize.md};
  &::placeholder {
    color: ${colors.textMuted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 600;
`;
