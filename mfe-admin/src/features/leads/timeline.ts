import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';

/**
 * A lead's or contact's events one per line (a contact's submissions, a
 * lead's steps and notes): the time muted in a column of its own, what
 * happened beside it, a rule between.
 */
export const Timeline = styled.ol`
  list-style: none;
  margin: ${space.md} 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${colors.border};
  }
  time {
    min-width: 12rem;
    color: ${colors.textMuted};
    font-size: ${fontSize.sm};
  }
`;
