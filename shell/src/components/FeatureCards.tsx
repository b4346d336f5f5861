import type { LucideIcon } from 'lucide-react';
import { Card, colors, fontSize, gradients, space, type GradientType } from 'shared-ui';
import styled from 'styled-components';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  gradient: GradientType;
}

/** Three (or more) cards in a responsive grid: one column on phones, three on wide screens. */
export function FeatureCards({ features }: { features: Feature[] }) {
  return (
    <Grid>
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard>
            <IconBadge aria-hidden="true" $gradient={feature.gradient}>
              <feature.icon size={24} strokeWidth={2} />
            </IconBadge>
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </FeatureCard>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  list-style: none;
  margin: ${space.xl} 0 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  li {
    display: flex;
  }
`;

const FeatureCard = styled(Card)`
  flex: 1;
  h2 {
    font-size: ${fontSize.xl};
    margin: ${space.md} 0 ${space.sm};
  }
  p {
    color: ${colors.textMuted};
    margin: 0;
  }
`;

const IconBadge = styled.span<{ $gradient: GradientType }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: 0.9rem;
  background: ${({ $gradient }) => gradients[$gradient]};
  color: #fff;
`;
