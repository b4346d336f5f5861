import { useQuery } from '@tanstack/react-query';
import type { LeadList } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { consoleQuery } from '../api/consoleApi';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView } from '../frame/QueryView';
import { EraseForm } from './EraseForm';
import { LeadFilterForm } from './LeadFilterForm';
import { leadListPath } from './leadFilters';
import { LeadTable } from './LeadTable';

/** The leads desk (admin, sales): filters, the list with paging, the CSV export, erasure. */
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
  const query = useQuery(consoleQuery<LeadList>(leadListPath(search)));
  return <QueryView query={query}>{(list) => <LeadTable list={list} />}</QueryView>;
}
