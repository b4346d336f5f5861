import { colors, radius } from 'shared-ui';
import styled, { css } from 'styled-components';

/** The menu button's look, shared by the stand-in and the loaded Radix trigger. */
export const menuButtonStyle = css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.surface};
  color: ${colors.text};
  cursor: pointer;
`;

/** Three bars ("hamburger"), drawn with CSS. */
export function MenuIcon() {
  return <Bars aria-hidden="true" />;
}

const Bars = styled.span`
  position: relative;
  width: 20px;
  height: 2px;
  background: currentColor;
  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 20px;
    height: 2px;
    background: currentColor;
  }
  &::before {
    top: -6px;
  }
  &::after {
    top: 6px;
  }
`;
