import type { BoardStatus } from 'contracts/board-fields';
import { colors, fontSize, radius, useSectionTexts } from 'shared-ui';
import styled, { css } from 'styled-components';
import { feedbackTexts } from '../../texts';

/** An entry's status as the team set it: offen, geplant, in Arbeit, erledigt, abgelehnt. */
export function StatusBadge({ status }: { status: BoardStatus }) {
  const { t } = useSectionTexts(feedbackTexts);
  return (
    <Badge $status={status} data-status={status}>
      {t(`board.statuses.${status}`)}
    </Badge>
  );
}

// Text and border carry the meaning; colour only marks what the team works on or finished.
const Badge = styled.span<{ $status: BoardStatus }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  border: 1px solid ${colors.border};
  font-size: ${fontSize.sm};
  font-weight: 700;
  color: ${colors.text};
  background: ${colors.surfaceMuted};
  ${({ $status }) =>
    ($status === 'planned' || $status === 'in_progress') &&
    css`
      border-color: ${colors.primary};
    `}
  ${({ $status }) =>
    $status === 'done' &&
    css`
      background: ${colors.primary};
      color: ${colors.primaryText};
      border-color: transparent;
    `}
  ${({ $status }) =>
    $status === 'declined' &&
    css`
      color: ${colors.textMuted};
      border-style: dashed;
    `}
`;
