import type { StaffSession } from 'contracts';
import { redirect } from 'react-router-dom';
import type { SectionLoaderArgs } from 'shared-ui';
import { sessionQuery } from '../session/useStaffSession';
import { MY_OPEN_LEADS } from './leadFilters';

type Loader = (args: SectionLoaderArgs) => Promise<void>;
type LoadWith = (
  paths: (search: URLSearchParams, params: SectionLoaderArgs['params']) => string[],
) => Loader;

/**
 * The desk's loader. A sales member opening the bare desk (no query at all:
 * the navigation's link, 'Filter zurücksetzen') is sent to their own open
 * leads, the filter then standing in the URL like any other (the form
 * shows it, paging and the export keep it). A submitted filter form always
 * has a query, so choosing 'Alle' stays on all.
 */
export const loadLeadDesk =
  (loadWith: LoadWith, paths: (search: URLSearchParams) => string[]): Loader =>
  async (args) => {
    const url = new URL(args.request.url);
    if (url.search === '') {
      await loadWith(() => [])(args);
      const session = args.queryClient.getQueryData<StaffSession>(sessionQuery().queryKey);
      if (session?.user.role === 'sales') throw redirect(`${url.pathname}?${MY_OPEN_LEADS}`);
    }
    await loadWith((search) => paths(search))(args);
  };
