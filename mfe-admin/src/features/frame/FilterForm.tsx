import type { ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router-dom';
import { Button, colors, space } from 'shared-ui';
import styled from 'styled-components';

/**
 * A console list's filters as a GET form (leads, e-books, FAQs, glossary):
 * submitting puts them in the URL (a reload or a bookmark keeps them; it
 * works without JavaScript too), the page's loader asks the API for exactly
 * them; 'reset' is a link to the bare page.
 */
export function FilterForm({
  label,
  apply,
  reset,
  actions,
  children,
}: {
  /** The search landmark's name. */
  label: string;
  apply: string;
  reset: string;
  /** More actions after apply and reset (the leads' export). */
  actions?: ReactNode;
  /** The fields (useFilterValue gives their values from the URL). */
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  // Keyed by the URL: going back or resetting shows the filter of the page shown.
  return (
    <Filters method="get" key={search.toString()} aria-label={label} role="search">
      <Grid>{children}</Grid>
      <Actions>
        <Button type="submit">{apply}</Button>
        <Button as={Link} to="?" $variant="secondary">
          {reset}
        </Button>
        {actions}
      </Actions>
    </Filters>
  );
}

/** A filter's value as the URL has it ('' when not set). */
export function useFilterValue() {
  const [search] = useSearchParams();
  return (field: string) => search.get(field) ?? '';
}

/* Dense, like the tables: two fields a row on a phone, the list in sight sooner. */
const Filters = styled(Form)`
  margin: ${space.md} 0;
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.surface};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${space.sm} ${space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.md};
`;
