import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { colors, radius, space } from '../theme/tokens';
import { FieldFrame, useFieldControl } from './FieldFrame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text area whose error and hint are announced with it (aria-describedby). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, ...props }, ref) {
    const { ids, controlProps } = useFieldControl(id, error, hint);
    return (
      <FieldFrame label={label} error={error} hint={hint} ids={ids} labelSize="lg">
        <TextArea ref={ref} {...controlProps} {...props} />
      </FieldFrame>
    );
  },
);

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
