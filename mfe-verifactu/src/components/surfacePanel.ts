import { colors, radius, space } from 'shared-ui';
import { css } from 'styled-components';

/** The section's bordered surface card (questions, fines, deadlines, industry panels, hub cards). */
export const surfacePanel = css`
  padding: ${space.lg};
  border-radius: ${radius.lg};
  border: 1px solid ${colors.border};
  background: ${colors.surface};
`;
