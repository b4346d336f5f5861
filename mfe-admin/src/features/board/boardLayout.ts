import { colors, space } from 'shared-ui';
import styled from 'styled-components';

/** A board form: its fields one under the other, as wide as the text they edit. */
export const Fields = styled.form`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  max-width: 40rem;
  > div {
    width: 100%;
  }
  textarea {
    min-height: 6rem;
  }
`;

/** A decision behind a native <details> (rejecting, merging): opened on purpose, by keyboard too. */
export const Foldout = styled.details`
  margin-top: ${space.md};
  /* A list item keeps the disclosure triangle that says it opens. */
  summary {
    display: list-item;
    padding: ${space.sm} 0;
    font-weight: 700;
    cursor: pointer;
  }
  &[open] > summary {
    margin-bottom: ${space.sm};
  }
  p {
    margin: 0 0 ${space.sm};
    max-width: 40rem;
  }
`;

/** The text a visitor wrote, as written (line breaks kept), in the language they wrote it in. */
export const EntryText = styled.blockquote`
  margin: ${space.sm} 0;
  padding: ${space.sm} ${space.md};
  border-left: 4px solid ${colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
