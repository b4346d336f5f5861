import type { ReactNode } from 'react';
import { colors, fontSize, radius, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import type { YesNo } from '../content/yesNo';
import { verifactuTexts } from '../texts';
import { surfacePanel } from './surfacePanel';

/**
 * One yes/no question as a radio group: the green 'Ja' and red 'Nein'
 * buttons of SPEC §2, with native keyboard use (Tab, arrow keys, Space). The
 * checked look comes from the radio itself (CSS), so a choice made before
 * hydration shows as made.
 */
export function YesNoQuestion({
  name,
  legend,
  hint,
  value,
  onChange,
}: {
  /** The form field's name: the question's key, also its URL parameter. */
  name: string;
  legend: ReactNode;
  hint?: string;
  value: YesNo | undefined;
  onChange: (value: YesNo) => void;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const hintId = `${name}-hint`;
  return (
    <Fieldset aria-describedby={hint ? hintId : undefined}>
      <Legend>{legend}</Legend>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      <Options>
        {(['yes', 'no'] as const).map((option) => (
          <Option key={option} $option={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span aria-hidden="true">{option === 'yes' ? '✓' : '✕'}</span>
            {t(option === 'yes' ? 'common.yes' : 'common.no')}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  ${surfacePanel}
  display: grid;
  gap: ${space.sm};
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  padding: 0;
  font-weight: 700;
  font-size: ${fontSize.lg};
  & + * {
    clear: both;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.xs};
`;

const tone = {
  yes: { color: colors.success, text: colors.primaryText },
  no: { color: colors.danger, text: colors.dangerText },
};

const Option = styled.label<{ $option: YesNo }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  min-width: 7rem;
  justify-content: center;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.pill};
  border: 2px solid ${({ $option }) => tone[$option].color};
  color: ${colors.text};
  font-weight: 700;
  cursor: pointer;
  &:has(input:checked) {
    background: ${({ $option }) => tone[$option].color};
    color: ${({ $option }) => tone[$option].text};
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
