import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
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

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** Said with the box (its description); may be several sentences in their own elements. */
  hint?: ReactNode;
}

/**
 * A labelled native checkbox, label beside the box (the whole label is the
 * target), its hint announced with it. Unticked unless `defaultChecked`.
 */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, hint, id, ...props }, ref) {
    const { ids, controlProps } = useFieldControl(id, undefined, hint ? 'hint' : undefined);
    const { $invalid: _invalid, ...boxProps } = controlProps;
    return (
      <CheckRow>
        <Box ref={ref} type="checkbox" {...boxProps} {...props} />
        {/* A div, not a span: the hint is a paragraph (a span may hold phrasing content only). */}
        <div>
          <CheckLabel htmlFor={ids.fieldId}>{label}</CheckLabel>
          {hint ? <CheckHint id={ids.hintId}>{hint}</CheckHint> : null}
        </div>
      </CheckRow>
    );
  },
);

const CheckRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.sm};
  align-items: start;
`;

const Box = styled.input`
  width: 1.375rem;
  height: 1.375rem;
  margin: 0.125rem 0 0;
  accent-color: ${colors.primary};
  cursor: pointer;
`;

const CheckLabel = styled.label`
  font-weight: 600;
  cursor: pointer;
`;

const CheckHint = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.textMuted};
  font-size: 0.875rem;
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
