import { Card, space } from 'shared-ui';
import styled from 'styled-components';

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
