import type { Language } from 'contracts/locale-codes';
import { Button, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { entriesOf, MOVE_FIELD, moveValue } from './listOrder';

export interface ListOrderProps {
  language: Language;
  /** The list's text as the form holds it (one entry per line). */
  text: string;
  /** What the list is called ("Merkmale"), naming the group. */
  label: string;
  /** The move button to focus after a move (`<language>:<index>:<direction>`). */
  focus?: string;
  disabled?: boolean;
}

/**
 * The order of a list's entries with an up and a down button each, named
 * after the entry ("„TSE inklusive“ nach oben"): submit buttons of the
 * record's form (see listOrder.ts), so the order changes by keyboard and
 * without script; the first has no "up", the last no "down".
 */
export function ListOrder({ language, text, label, focus, disabled }: ListOrderProps) {
  const { t } = useConsoleTexts();
  const entries = entriesOf(text);
  if (entries.length < 2) return null;
  return (
    <Order aria-label={t('content.orderOf', { list: label })}>
      {entries.map((entry, index) => (
        <li key={`${index}:${entry}`}>
          <span>{entry}</span>
          {index > 0 ? (
            <Button
              type="submit"
              $variant="secondary"
              name={MOVE_FIELD}
              value={moveValue(language, index, 'up')}
              disabled={disabled}
              autoFocus={focus === moveValue(language, index, 'up')}
              aria-label={t('content.moveUp', { entry })}
            >
              ↑
            </Button>
          ) : null}
          {index < entries.length - 1 ? (
            <Button
              type="submit"
              $variant="secondary"
              name={MOVE_FIELD}
              value={moveValue(language, index, 'down')}
              disabled={disabled}
              autoFocus={focus === moveValue(language, index, 'down')}
              aria-label={t('content.moveDown', { entry })}
            >
              ↓
            </Button>
          ) : null}
        </li>
      ))}
    </Order>
  );
}

const Order = styled.ol`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding-left: ${space.lg};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm};
    align-items: center;
  }
  span {
    flex: 1 1 8rem;
    overflow-wrap: anywhere;
  }
`;
