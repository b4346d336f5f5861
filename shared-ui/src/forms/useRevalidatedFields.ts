import { useState, type FormEvent } from 'react';
import type { LeadFormFailure } from './leadForm';

/** Per field, the contract's message for a value still refused, undefined once it is right. */
export type FieldRevalidation<Field extends string> = Partial<
  Record<Field, (value: string) => string | undefined>
>;

interface Revalidated<Field extends string> {
  /** The refusal these messages revise: a new answer starts afresh. */
  of: LeadFormFailure<Field> | undefined;
  messages: Partial<Record<Field, string | undefined>>;
}

/**
 * A refused field is checked again on every change (the form's `onChange`:
 * input events bubble) with the same rule the API applied, so its message
 * goes as soon as the value is right and comes back if it is wrong again.
 * Before any refusal nothing is checked (validated on submit, SPEC §5).
 */
export function useRevalidatedFields<Field extends string>(
  failure: LeadFormFailure<Field> | undefined,
  rules: FieldRevalidation<Field> | undefined,
) {
  const [revalidated, setRevalidated] = useState<Revalidated<Field>>({
    of: failure,
    messages: {},
  });
  const messages: Revalidated<Field>['messages'] =
    revalidated.of === failure ? revalidated.messages : {};

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const rule = rules?.[target.name as Field];
    if (!failure || !rule) return;
    setRevalidated({ of: failure, messages: { ...messages, [target.name]: rule(target.value) } });
  };

  const fieldError = (field: Field): string | undefined =>
    field in messages ? messages[field] : failure?.fieldErrors[field];

  return { fieldError, onChange };
}
