import { forwardRef } from 'react';
import { InputField, type InputFieldProps } from 'shared-ui';

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
