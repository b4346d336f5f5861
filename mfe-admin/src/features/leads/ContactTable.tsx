import type { ContactList, ContactListItem } from 'contracts/admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useLocalePath } from 'shared-ui';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { Status } from '../frame/QueryView';
import { When } from '../frame/When';
import { contactPage } from './leadPaths';

const KINDS = ['email', 'payment', 'contact', 'newsletter'] as const;

/** The desk's contacts: one row per address, its leads per kind, linking to the person's page. */
export function ContactTable({ list }: { list: ContactList }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const label = (key: string) => t(`inbox.contactColumns.${key}`);
  const columns: ConsoleColumn<ContactListItem>[] = [
    {
      key: 'email',
      label: label('email'),
      text: true,
      rowHeader: true,
      cell: (row) => (
        <Link to={localePath(contactPage(row.latest.type, row.latest.id))}>{row.email}</Link>
      ),
    },
    { key: 'leads', label: label('leads'), numeric: true, cell: (row) => number(row.leads) },
    {
      key: 'kinds',
      label: label('kinds'),
      cell: (row) =>
        KINDS.filter((kind) => row.kinds[kind] > 0)
          .map((kind) =>
            t('inbox.kindCount', { kind: t(`leads.types.${kind}`), count: row.kinds[kind] }),
          )
          .join(' · '),
    },
    { key: 'first', label: label('first'), cell: (row) => <When iso={row.firstAt} /> },
    { key: 'last', label: label('last'), cell: (row) => <When iso={row.lastAt} /> },
  ];
  const keep = new URLSearchParams({ view: 'contacts' });
  for (const field of ['q', 'from', 'to']) {
    const value = search.get(field);
    if (value) keep.set(field, value);
  }
  return (
    <section aria-label={t('inbox.views.contacts')}>
      {list.items.length === 0 ? (
        <Status>{t('inbox.contactsEmpty')}</Status>
      ) : (
        <ConsoleTable
          caption={t('inbox.contactsCaption', { page: pageNumber(search) })}
          columns={columns}
          rows={list.items}
          rowKey={(row) => row.email}
        />
      )}
      <PagingLinks keep={keep} nextCursor={list.nextCursor} />
    </section>
  );
}
