import { useId, type ReactNode } from 'react';
import { Button, colors, fontSize, radius, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { verifactuTexts } from '../texts';

/** The 'Demnächst verfügbar' mark (SPEC §2). */
export function ComingSoonBadge() {
  const { t } = useSectionTexts(verifactuTexts);
  return <Badge>{t('common.comingSoon')}</Badge>;
}

/**
 * A button for something that is not there yet: disabled, marked, and its
 * explanation shown and announced with it — never a dead click.
 */
export function ComingSoonButton({
  explanation,
  children,
}: {
  explanation: string;
  children: ReactNode;
}) {
  const explanationId = useId();
  return (
    <Wrap>
      <Button type="button" $variant="secondary" disabled aria-describedby={explanationId}>
        {children}
      </Button>
      <Note id={explanationId}>
        <ComingSoonBadge /> {explanation}
      </Note>
    </Wrap>
  );
}

const Badge = styled.span`
  display: inline-block;
  justify-self: start;
  padding: ${space.xs} ${space.sm};
  border-radius: ${radius.pill};
  border: 1px solid ${colors.border};
  background: ${colors.surfaceMuted};
  color: ${colors.text};
  font-size: ${fontSize.sm};
  font-weight: 700;
  white-space: nowrap;
`;

const Wrap = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
`;

const Note = styled.p`
  margin: 0;
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
