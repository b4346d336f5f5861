import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage as AuditPageData, StaffUser } from 'contracts/admin';
import { useSearchParams } from 'react-router-dom';
import { fontSize, httpStatusOf } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { FieldDiff } from '../diff/FieldDiff';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { QueryView, Status } from '../frame/QueryView';
import { When } from '../frame/When';
import { STAFF_PATH } from '../staff/staffPath';
import { AuditFilterForm } from './AuditFilterForm';
import { auditFilters, auditPath } from './auditPath';
import { isTargetType, useFieldLabel } from './fieldLabels';

/**
 * The audit log (admin): every sign-in, export, change and erasure, newest
 * first, paged; filtered by person, action, kind of record and days, each
 * change as its changed fields with the words marked.
 */
export function AuditPage() {
  return <ConsoleFrame page="audit">{() => <AuditLog />}</ConsoleFrame>;
}

function AuditLog() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const query = useQuery(consoleQuery<AuditPageData>(auditPath(search)));
  const staff = useQuery(consoleQuery<StaffUser[]>(STAFF_PATH));
  const columns = useAuditColumns();
  const caption = t('audit.caption', { page: pageNumber(search) });
  return (
    <>
      <AuditFilterForm staff={staff.data ?? []} />
      {query.isError && httpStatusOf(query.error) === 400 ? (
        // Only a hand-edited URL gets here (the form offers valid choices only).
        <Status role="alert">{t('audit.refused')}</Status>
      ) : (
        <QueryView query={query}>
          {({ items, nextCursor }) =>
            items.length === 0 ? (
              <Status>{t('audit.empty')}</Status>
            ) : (
              <>
                <ConsoleTable
                  caption={caption}
                  columns={columns}
                  rows={items}
                  rowKey={(entry) => entry.id}
                />
                <PagingLinks keep={auditFilters(search)} nextCursor={nextCursor} />
              </>
            )
          }
        </QueryView>
      )}
    </>
  );
}

/** An entry's change, its fields named as the kind of record's page names them. */
function Change({ entry }: { entry: AuditEntry }) {
  const label = useFieldLabel(entry.targetType);
  return <FieldDiff before={entry.before} after={entry.after} label={label} />;
}

function useAuditColumns(): ConsoleColumn<AuditEntry>[] {
  const { t } = useConsoleTexts();
  const who = (entry: AuditEntry) =>
    entry.actorKind === 'staff' ? (entry.actorName ?? '–') : t(`audit.actors.${entry.actorKind}`);
  // A kind the console has no word for keeps its key.
  const kind = (type: string | null) =>
    isTargetType(type) ? t(`audit.targets.${type}`) : (type ?? '');
  return [
    { key: 'when', label: t('audit.when'), cell: (entry) => <When iso={entry.createdAt} /> },
    { key: 'who', label: t('audit.who'), cell: who },
    {
      key: 'action',
      label: t('audit.action'),
      cell: (entry) => t(`audit.actions.${entry.action}`),
    },
    {
      key: 'target',
      label: t('audit.target'),
      cell: (entry) => (
        <>
          {kind(entry.targetType)} <Code>{entry.targetId ?? '–'}</Code>
        </>
      ),
    },
    {
      key: 'change',
      label: t('audit.change'),
      text: true,
      cell: (entry) => <Change entry={entry} />,
    },
    { key: 'ip', label: t('audit.ip'), cell: (entry) => entry.ip ?? '–' },
  ];
}

const Code = styled.code`
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;
