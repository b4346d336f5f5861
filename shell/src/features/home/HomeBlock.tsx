import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, colors, Container, fontSize, Lead, media, radius, space } from 'shared-ui';
import styled from 'styled-components';

/**
 * One block of the home page below the hero: a heading, a line of text, its
 * cards, and a link to the section's page (left out when the section has none).
 */
export function HomeBlock({
  id,
  title,
  text,
  more,
  children,
}: {
  id: string;
  title: string;
  text: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Block aria-labelledby={id}>
      <Container>
        <h2 id={id}>{title}</h2>
        <Lead>{text}</Lead>
        {children}
        {more ? (
          <MoreLink to={more.to}>
            {more.label} <span aria-hidden="true">→</span>
          </MoreLink>
        ) : null}
      </Container>
    </Block>
  );
}

const Block = styled.section`
  padding: ${space.xl} 0;
  h2 {
    font-size: ${fontSize.xxl};
    font-weight: 800;
    letter-spacing: -0.02em;
    margin: 0 0 ${space.sm};
  }
`;

/** Cards side by side on wide screens, one column on phones. */
export const CardGrid = styled.ul`
  list-style: none;
  margin: ${space.lg} 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  & > li {
    display: flex;
  }
  ${media.mobile} {
    gap: ${space.md};
  }
`;

/** A card of the home page: a whole-card link to a record's page. */
export const CardLink = styled(Link)`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  color: ${colors.text};
  text-decoration: none;
  h3 {
    font-size: ${fontSize.lg};
    margin: 0;
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
  &:hover h3 {
    text-decoration: underline;
  }
`;

/** A card of text (a quote is rendered as a `figure`, whose default margin it drops). */
export const TextCard = styled(Card)`
  flex: 1;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding: ${space.lg};
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  min-height: 44px;
  align-items: center;
  /* A flex container drops the space before the arrow. */
  gap: 0.35em;
  color: ${colors.primary};
  font-weight: 700;
`;
