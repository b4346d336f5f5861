import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { colors, fontSize, radius, space } from '../theme/tokens';
import { Label } from './TextAreaField';

/** Ids and aria-describedby of a labelled control with an optional error and hint. */
function useFieldIds(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, errorId, hintId, describedBy };
}

interface FieldFrameProps {
  label: string;
  fieldId: string;
  errorId: string;
  hintId: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

function FieldFrame({ label, fieldId, errorId, hintId, error, hint, children }: FieldFrameProps) {
  return (
    <Field>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      {children}
      {error ? (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Field>
  );
}

export interface InputFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled single-line input whose error and hint are announced with it. */
export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, error, hint, id, ...props },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <Input
        ref={ref}
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...props}
      />
    </FieldFrame>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string;
  hint?: string;
}

/** A labelled native select: keyboard, screen readers and mobile pickers work as users expect. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, error, hint, id, ...props },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} {...ids}>
      <Select
        ref={ref}
        id={ids.fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});

const Field = styled.div`
  display: grid;
  gap: ${space.sm};
`;

const FieldLabel = styled(Label)`
  font-size: ${fontSize.md};
`;

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${space.sm} ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.border)};
  background: ${colors.bg};
  color: ${colors.text};
  font: inherit;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
  &::placeholder {
    color: ${colors.textMuted};
  }
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${control}
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
