import { useQuery } from '@tanstack/react-query';
import type { ContactList, LeadList } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { EraseForm } from './EraseForm';
import { LeadFilterForm } from './LeadFilterForm';
import { ContactTable } from './ContactTable';
import { contactListPath, isContactsView, leadListPath } from './leadFilters';
import { LeadTable } from './LeadTable';

/**
 * The leads desk (admin, sales): filters, the list with paging — of leads,
 * or of the contacts they group into — the CSV export, erasure.
 */
export function LeadsPage() {
  return (
    <ConsoleFrame page="leads">
      {() => (
        <>
          <LeadFilterForm />
          <LeadResults />
          <EraseForm />
        </>
      )}
    </ConsoleFrame>
  );
}

function LeadResults() {
  const [search] = useSearchParams();
  return isContactsView(search) ? <ContactResults /> : <LeadRows />;
}

function ContactResults() {
  const [search] = useSearchParams();
  const query = useQuery(consoleQuery<ContactList>(contactListPath(search)));
  return <QueryView query={query}>{(list) => <ContactTable list={list} />}</QueryView>;
}

function LeadRows() {
  const [search] = useSearchParams();
  const query = useQuery(consoleQuery<LeadList>(leadListPath(search)));
  return <QueryView query={query}>{(list) => <LeadTable list={list} />}</QueryView>;
}
