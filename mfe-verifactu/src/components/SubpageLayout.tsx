import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Container, Lead, PageSection, PageTitle, space, useSectionTexts } from 'shared-ui';
import styled from 'styled-components';
import { useVerifactuPath } from '../content/paths';
import { verifactuTexts } from '../texts';

/** Every subpage: 'Zurück zur Übersicht' to the hub, the page title and its lead (SPEC §2). */
export function SubpageLayout({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { t } = useSectionTexts(verifactuTexts);
  const path = useVerifactuPath();
  return (
    <PageSection>
      <Narrow>
        <Back as={Link} to={path()} $variant="ghost">
          <span aria-hidden="true">←</span> {t('common.back')}
        </Back>
        <PageTitle>{title}</PageTitle>
        <Lead>{lead}</Lead>
        <Body>{children}</Body>
      </Narrow>
    </PageSection>
  );
}

const Narrow = styled(Container)`
  max-width: 56rem;
`;

const Back = styled(Button)`
  margin: 0 0 ${space.md} -${space.lg};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.xl};
  margin-top: ${space.xl};
  /* A call to action is as wide as its words, not the page. */
  & > a {
    justify-self: start;
  }
`;
