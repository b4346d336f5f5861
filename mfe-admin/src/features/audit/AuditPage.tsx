import { useQuery } from '@tanstack/react-query';
import type { AuditEntry, AuditPage as AuditPageData } from 'contracts';
import { useSearchParams } from 'react-router-dom';
import { fontSize } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { QueryView, Status } from '../frame/QueryView';
import { TableScroll } from '../frame/TableScroll';
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
  const caption = t('audit.caption', { page: pageNumber(search) });
  return (
    <QueryView query={query}>
      {({ items, nextCursor }) =>
        items.length === 0 ? (
          <Status>{t('audit.empty')}</Status>
        ) : (
          <>
            <TableScroll aria-label={caption}>
              <table>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    {(['when', 'who', 'action', 'target', 'change', 'ip'] as const).map(
                      (column) => (
                        <th key={column} scope="col">
                          {t(`audit.${column}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <PagingLinks keep={new URLSearchParams()} nextCursor={nextCursor} />
          </>
        )
      }
    </QueryView>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const who =
    entry.actorKind === 'staff' ? (entry.actorName ?? '–') : t(`audit.actors.${entry.actorKind}`);
  return (
    <tr>
      <td>{moment(entry.createdAt)}</td>
      <td>{who}</td>
      <td>{t(`audit.actions.${entry.action}`)}</td>
      <td>
        {entry.targetType ? `${entry.targetType} ` : ''}
        <Code>{entry.targetId ?? '–'}</Code>
      </td>
      <td>
        <Code>{change(entry.before, entry.after)}</Code>
      </td>
      <td>{entry.ip ?? '–'}</td>
    </tr>
  );
}

const Code = styled.code`
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;
