import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { colors, radius, space } from '../theme/tokens';
import { FieldFrame, useFieldControl } from './FieldFrame';

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
  const { ids, controlProps } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <Input ref={ref} {...controlProps} {...props} />
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
  const { ids, controlProps } = useFieldControl(id, error, hint);
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <Select ref={ref} {...controlProps} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
});

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
