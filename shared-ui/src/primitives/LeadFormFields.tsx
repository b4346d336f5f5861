import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { InputField, type InputFieldProps } from './FormControls';

/** The shared labelled input, set up for an e-mail address (keyboard, autofill, no spell check). */
export const EmailField = forwardRef<HTMLInputElement, InputFieldProps>(
  function EmailField(props, ref) {
    return (
      <InputField
        ref={ref}
        type="email"
        inputMode="email"
        autoComplete="email"
        spellCheck={false}
        {...props}
      />
    );
  },
);

export interface HoneypotFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Read by nobody but bots; says to leave it empty in case someone does. */
  label: string;
}

/**
 * The lead forms' invisible field (contracts HONEYPOT_FIELD): people never
 * see or reach it, nor do screen readers; bots fill it, and the API then
 * stores nothing.
 */
export const HoneypotField = forwardRef<HTMLInputElement, HoneypotFieldProps>(
  function HoneypotField({ label, ...props }, ref) {
    return (
      <OffScreen aria-hidden="true">
        <label>
          {label}
          <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
        </label>
      </OffScreen>
    );
  },
);

const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
