import { colors, radius, space } from 'shared-ui';
import { css } from 'styled-components';

/** The dropdown button's look, shared by the stand-in and the loaded Radix trigger. */
export const menuTriggerStyle = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-height: 40px;
  padding: 0 ${space.sm};
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[data-state='open'] {
    color: ${colors.text};
    background: ${colors.surfaceMuted};
  }
  span {
    font-size: 0.75em;
  }
`;
