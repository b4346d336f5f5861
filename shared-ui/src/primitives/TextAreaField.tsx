import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors, fontSize, radius, space } from '../theme/tokens';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text area whose error and hint are announced with it (aria-describedby). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, ...props }, ref) {
    const generatedId = useId();
    const fieldId = id ?? generatedId;
    const errorId = `${fieldId}-error`;
    const hintId = `${fieldId}-hint`;
    const describedBy =
      [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
    return (
      <Field>
        <Label htmlFor={fieldId}>{label}</Label>
        <TextArea
          ref={ref}
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...props}
        />
        {error ? (
          <ErrorText id={errorId} role="alert">
            {error}
          </ErrorText>
        ) : null}
        {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      </Field>
    );
  },
);

const Field = styled.div`
  display: grid;
  gap: ${space.sm};
`;

export const Label = styled.label`
  font-weight: 700;
  font-size: ${fontSize.lg};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 12rem;
  padding: ${space.md};
  border-radius: ${radius.md};
  border: 2px solid ${({ $invalid }) => ($invalid ? colors.danger : colors.border)};
  background: ${colors.bg};
  color: ${colors.text};
  font: inherit;
  resize: vertical;
  &::placeholder {
    color: ${colors.textMuted};
  }
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
