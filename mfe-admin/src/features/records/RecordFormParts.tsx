import type { ReactNode } from 'react';
import { Button, Card, space, type useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';

/*
 * The parts every record editor's form is built of (pixels, e-books, roadmap
 * items, FAQs and glossary terms): the panel it sits in, the column of its
 * fields, and the on/off box a record is created or saved with.
 */

/** The form's section below the list; `$narrow` for forms of a few short fields. */
export const RecordPanel = styled(Card)<{ $narrow?: boolean }>`
  margin: ${space.xl} 0;
  ${({ $narrow }) => ($narrow ? 'max-width: 48rem;' : '')}
`;

/** The fields one below the other, each as wide as the form. */
export const RecordFields = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  > div {
    width: 100%;
  }
`;

/** A checkbox with its label beside it, big enough to hit (44px). */
export const CheckLabel = styled.label`
  display: inline-flex;
  gap: ${space.sm};
  align-items: center;
  min-height: 44px;
  input {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** The record's on/off as the form posts it (`active=true`; off sends nothing). */
export function ActiveCheckbox({ checked, label }: { checked: boolean; label: string }) {
  return (
    <CheckLabel>
      <input type="checkbox" name="active" value="true" defaultChecked={checked} />
      {label}
    </CheckLabel>
  );
}

/** What useLeadForm gives a form of one field, as InlineForm renders it. */
type InlineFormState<Field extends string> = Pick<
  ReturnType<typeof useLeadForm<Field>>,
  'Form' | 'formProps' | 'formField' | 'formKey' | 'sending' | 'failure' | 'sent'
>;

/**
 * A short form beside a record (a lead's assignee, a note): a real form
 * posted to the page (its action answers with or without script), its
 * fields, the submit button, and beside it what the post did (`saved`) or
 * why it was refused.
 */
export function InlineForm<Field extends string>({
  form,
  submit,
  saved,
  secondary = false,
  wide = false,
  children,
}: {
  form: InlineFormState<Field>;
  submit: string;
  /** Said once the post is saved (after its redirect). */
  saved: string;
  /** The button as a secondary action. */
  secondary?: boolean;
  /** 40rem for a text to write, else 24rem for a choice. */
  wide?: boolean;
  children: ReactNode;
}) {
  const { failureText } = useConsoleTexts();
  const { Form, formProps, formField, formKey, sending, failure, sent } = form;
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent
      ? { text: saved, failed: false }
      : undefined;
  return (
    <InlineFields as={Form} key={formKey} {...formProps} $wide={wide}>
      <input {...formField} />
      {children}
      <div>
        <Button type="submit" disabled={sending} $variant={secondary ? 'secondary' : undefined}>
          {submit}
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </InlineFields>
  );
}

const InlineFields = styled.form<{ $wide: boolean }>`
  display: grid;
  gap: ${space.sm};
  max-width: ${({ $wide }) => ($wide ? '40rem' : '24rem')};
`;
