import styled, { css } from 'styled-components';
import { colors, fontSize, radius, space } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const variants = {
  primary: css`
    background: ${colors.primary};
    color: ${colors.primaryText};
    border-color: transparent;
  `,
  secondary: css`
    background: ${colors.surface};
    color: ${colors.text};
    border-color: ${colors.border};
  `,
  ghost: css`
    background: transparent;
    color: ${colors.text};
    border-color: transparent;
  `,
};

/** A button; `as={Link}` or `as="a"` gives a link that looks like one. */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${({ $size }) => ($size === 'lg' ? `${space.md} ${space.xl}` : `${space.sm} ${space.lg}`)};
  border: 1px solid transparent;
  border-radius: ${radius.pill};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'lg' ? fontSize.lg : fontSize.md)};
  font-weight: 700;
  /* A label that wraps on a phone stays centred in its pill. */
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    transform 0.15s ease,
    filter 0.15s ease;
  ${({ $variant = 'primary' }) => variants[$variant]}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
    transform: translateY(-1px);
  }
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;
