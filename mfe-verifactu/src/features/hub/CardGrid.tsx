import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { surfacePanel } from '../../components/surfacePanel';
import { ComingSoonBadge } from '../../components/ComingSoon';

/** A card whose page exists: the whole card is one link (one click target, one tab stop). */
export function LinkedCard({
  to,
  title,
  text,
  cta,
}: {
  to: string;
  title: string;
  text: string;
  cta: string;
}) {
  return (
    <OpenCard>
      <h3>
        <CardLink to={to}>{title}</CardLink>
      </h3>
      <p>{text}</p>
      <Cta aria-hidden="true">{cta} →</Cta>
    </OpenCard>
  );
}

/** A card that is not open yet: its text blurred, the 'Demnächst verfügbar' mark readable. */
export function ComingSoonCard({
  title,
  text,
  note,
}: {
  title: string;
  text: string;
  note: string;
}) {
  return (
    <CardItem $muted>
      <ComingSoonBadge />
      <Blurred>
        <h3>{title}</h3>
        <p>{text}</p>
      </Blurred>
      <Muted>{note}</Muted>
    </CardItem>
  );
}

export function CardList({ ordered, children }: { ordered?: boolean; children: ReactNode }) {
  return <Grid as={ordered ? 'ol' : 'ul'}>{children}</Grid>;
}

/** A hub block: its h2 and cards, spaced from the block before. */
export const HubSection = styled.section`
  margin-top: ${space.xxl};
  h2 {
    margin: 0;
  }
`;

/* auto-fit: a row of fewer cards (the three industries) spans the width instead of leaving empty columns. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12.5rem, 1fr));
  gap: ${space.md};
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;
`;

const CardItem = styled.li<{ $muted?: boolean }>`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${space.sm};
  ${surfacePanel}
  background: ${({ $muted }) => ($muted ? colors.surfaceMuted : colors.surface)};
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

const OpenCard = styled(CardItem)`
  border: 2px solid ${colors.primary};
  transition: transform 0.15s ease;
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The link's box covers the card, so the whole card is its click target. */
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Cta = styled.span`
  margin-top: auto;
  padding-top: ${space.sm};
  color: ${colors.primary};
  font-weight: 700;
  font-size: ${fontSize.md};
`;

const Blurred = styled.div`
  display: grid;
  gap: ${space.sm};
  filter: blur(2px);
  user-select: none;
`;

const Muted = styled.p`
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
