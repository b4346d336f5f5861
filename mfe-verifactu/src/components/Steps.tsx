import { colors, fontSize, radius, space } from 'shared-ui';
import styled from 'styled-components';

/** A numbered list of steps, the number drawn from the list (screen readers count it too). */
export const Steps = styled.ol`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  & > li {
    counter-increment: step;
    position: relative;
    padding: ${space.lg} ${space.lg} ${space.lg} 4.5rem;
    border-radius: ${radius.lg};
    border: 1px solid ${colors.border};
    background: ${colors.surface};
  }
  & > li::before {
    content: counter(step);
    position: absolute;
    left: ${space.lg};
    top: ${space.lg};
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${colors.primary};
    color: ${colors.primaryText};
    font-weight: 800;
  }
  h3 {
    margin: 0 0 ${space.xs};
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
`;
