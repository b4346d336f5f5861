import { colors, fontSize, radius, space } from 'shared-ui';
import styled from 'styled-components';
import { lineDiff, type DiffLine } from '../diff/textDiff';
import { usePixelTexts } from './usePixelTexts';

const SIGN: Record<DiffLine['kind'], string> = { same: ' ', removed: '−', added: '+' };

/**
 * The script's change as lines: removed and added ones marked by sign and
 * colour, and named for screen readers (a colour alone says nothing to them).
 */
export function ScriptDiff({ before, after }: { before: string; after: string }) {
  const { t } = usePixelTexts();
  const lines = lineDiff(before, after);
  const label = { removed: t('pixels.removedLine'), added: t('pixels.addedLine') };
  return (
    <Lines aria-label={t('pixels.diffCaption')} data-testid="script-diff">
      {lines.map((line, index) => (
        <Line key={index} $kind={line.kind}>
          {line.kind === 'same' ? null : <Hidden>{label[line.kind]}: </Hidden>}
          <span aria-hidden="true">{SIGN[line.kind]} </span>
          {line.text}
        </Line>
      ))}
    </Lines>
  );
}

const Lines = styled.ol`
  margin: 0;
  padding: ${space.sm} 0;
  list-style: none;
  overflow-x: auto;
  border: 1px solid ${colors.border};
  border-radius: ${radius.md};
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${fontSize.sm};
`;

const Line = styled.li<{ $kind: DiffLine['kind'] }>`
  padding: 0 ${space.sm};
  white-space: pre;
  color: ${colors.text};
  background: ${({ $kind }) => ($kind === 'same' ? 'transparent' : colors.surfaceMuted)};
  border-left: 4px solid
    ${({ $kind }) =>
      $kind === 'removed' ? colors.danger : $kind === 'added' ? colors.success : 'transparent'};
  text-decoration: ${({ $kind }) => ($kind === 'removed' ? 'line-through' : 'none')};
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
