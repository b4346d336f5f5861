import type { ReactNode } from 'react';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';

/** A fact: its name (unique in the list) and its value. */
export type Fact = [name: string, value: ReactNode];

/**
 * A record's facts as a named description list in a grid (a lead's fields,
 * a board entry's state and votes): the name small and muted above its
 * value. A fact without a value (null, undefined, '') is left out, so a
 * caller can list every field and let the absent ones drop.
 */
export function FactList({ label, facts }: { label: string; facts: Fact[] }) {
  return (
    <Facts aria-label={label}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${space.md};
  margin: ${space.md} 0 ${space.lg};
  dt {
    color: ${colors.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
