import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { colors, fontSize, space } from '../theme/tokens';

/**
 * Ids of a labelled control with an optional error and hint, and the props
 * that tie the control to them (announced together by screen readers).
 */
export function useFieldControl(
  id: string | undefined,
  error: string | undefined,
  hint: string | undefined,
) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    ids: { fieldId, errorId, hintId },
    controlProps: {
      id: fieldId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      $invalid: Boolean(error),
    },
  };
}

export interface FieldFrameProps {
  label: string;
  ids: ReturnType<typeof useFieldControl>['ids'];
  error?: string;
  hint?: string;
  /** Text areas carry a larger label than one-line inputs and selects. */
  labelSize?: 'md' | 'lg';
  children: ReactNode;
}

/** The label above the control, then its error (announced at once) and its hint. */
export function FieldFrame({
  label,
  ids,
  error,
  hint,
  labelSize = 'md',
  children,
}: FieldFrameProps) {
  return (
    <Field>
      <Label htmlFor={ids.fieldId} $size={labelSize}>
        {label}
      </Label>
      {children}
      {error ? (
        <ErrorText id={ids.errorId} role="alert">
          {error}
        </ErrorText>
      ) : null}
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
    </Field>
  );
}

const Field = styled.div`
  display: grid;
  gap: ${space.sm};
`;

export const Label = styled.label<{ $size?: 'md' | 'lg' }>`
  font-weight: 700;
  font-size: ${({ $size = 'lg' }) => fontSize[$size]};
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
