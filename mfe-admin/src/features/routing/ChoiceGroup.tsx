import { useId } from 'react';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { CheckLabel } from '../records/RecordFormParts';

/**
 * A list of boxes posted under one name (`events`, `countries`), in a
 * fieldset named by its legend; the API's refusal is said below them and
 * with the group.
 */
export function ChoiceGroup({
  legend,
  name,
  options,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: readonly string[];
  error?: string;
}) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <CheckLabel key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={checked.includes(option.value)}
          />
          {option.label}
        </CheckLabel>
      ))}
      {error ? <Refusal id={errorId}>{error}</Refusal> : null}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${space.md};
  align-items: center;
  margin: 0;
  border: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${space.xs};
  }
`;

const Refusal = styled.p`
  flex-basis: 100%;
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  font-weight: 600;
  color: ${colors.danger};
`;
