import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage as AuditPageData } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { fontSize } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { QueryView, Status } from '../frame/QueryView';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { When } from '../frame/When';
import { auditPath } from './auditPath';
import { change } from './change';

/** The audit log (admin): every sign-in, export, change and erasure, newest first, paged. */
export function AuditPage() {
  return <ConsoleFrame page="audit">{() => <AuditLog />}</ConsoleFrame>;
}

function AuditLog() {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const query = useQuery(consoleQuery<AuditPageData>(auditPath(search)));
  const columns = useAuditColumns();
  const caption = t('audit.caption', { page: pageNumber(search) });
  return (
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
            <PagingLinks keep={new URLSearchParams()} nextCursor={nextCursor} />
          </>
        )
      }
    </QueryView>
  );
}

function useAuditColumns(): ConsoleColumn<AuditEntry>[] {
  const { t } = useConsoleTexts();
  const who = (entry: AuditEntry) =>
    entry.actorKind === 'staff' ? (entry.actorName ?? '–') : t(`audit.actors.${entry.actorKind}`);
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
          {entry.targetType ? `${entry.targetType} ` : ''}
          <Code>{entry.targetId ?? '–'}</Code>
        </>
      ),
    },
    {
      key: 'change',
      label: t('audit.change'),
      cell: (entry) => <Code>{change(entry.before, entry.after)}</Code>,
    },
    { key: 'ip', label: t('audit.ip'), cell: (entry) => entry.ip ?? '–' },
  ];
}

const Code = styled.code`
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;
