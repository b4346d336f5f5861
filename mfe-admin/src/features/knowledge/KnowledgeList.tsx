import { useEffect, useState } from 'react';
import { colors, radius, space } from 'shared-ui';
import styled from 'styled-components';
import { TableScroll } from '../frame/TableScroll';
import { EntryActions } from './EntryActions';
import { MoveControls } from './MoveControls';
import { entryAnchor } from './knowledgeForms';
import { groupEntries, type KnowledgeEntry, type KnowledgeKind } from './knowledgeKinds';
import { useDragToPosition } from './useDragToPosition';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/**
 * The entries by group (country, language, category or context), each
 * group a table in the order the public page shows it, with its status and
 * its actions. Where editors arrange the order (FAQs), each row has its
 * position ("2 von 5") and its moves; once the page runs script, a mouse can
 * also drag an entry by its handle onto another row of its group.
 */
export function KnowledgeList({
  kind,
  entries,
}: {
  kind: KnowledgeKind;
  entries: KnowledgeEntry[];
}) {
  const { t } = useKnowledgeTexts();
  const drag = useDragToPosition();
  // The handle only once hydrated: in the server's page a drag would do nothing.
  const [canDrag, setCanDrag] = useState(false);
  useEffect(() => setCanDrag(true), []);
  if (entries.length === 0) return <p>{t(`knowledge.${kind.key}.empty`)}</p>;
  const arranged = kind.order === 'arranged';
  return (
    <>
      {groupEntries(kind, entries).map(({ key, entries: members }) => {
        const first = members[0]!;
        const caption = t('knowledge.group', {
          country: first.country,
          language: first.language ? t(`languages.${first.language}`) : t('knowledge.anyLanguage'),
          topic: first.topic,
        });
        return (
          <TableScroll key={key} aria-label={caption}>
            {/* Cards on a phone (TableScroll): each cell names its column. */}
            <table data-cards="">
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {arranged ? <th scope="col">{t('knowledge.position')}</th> : null}
                  <th scope="col">{t(`knowledge.${kind.key}.title`)}</th>
                  <th scope="col">{t('knowledge.status')}</th>
                  <th scope="col">{t('knowledge.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((entry) => (
                  <Row
                    key={entry.id}
                    id={entryAnchor(entry.id)}
                    {...(arranged ? drag.rowProps(entry, key) : {})}
                  >
                    {arranged ? (
                      <td data-label={t('knowledge.position')}>
                        {canDrag && members.length > 1 ? (
                          <Handle
                            {...drag.handleProps(entry, key)}
                            title={t('knowledge.dragHandle', { name: entry.title })}
                            aria-hidden="true"
                          >
                            ⠿
                          </Handle>
                        ) : null}
                        {t('knowledge.positionOf', { order: entry.order, count: entry.groupSize })}
                        <MoveControls kind={kind} entry={entry} />
                      </td>
                    ) : null}
                    <th scope="row" data-label={t(`knowledge.${kind.key}.title`)}>
                      {entry.title}
                    </th>
                    <td data-label={t('knowledge.status')}>
                      {entry.active ? t('knowledge.active') : t('knowledge.inactive')}
                    </td>
                    <td data-label={t('knowledge.actions')}>
                      <EntryActions kind={kind} entry={entry} />
                    </td>
                  </Row>
                ))}
              </tbody>
            </table>
          </TableScroll>
        );
      })}
    </>
  );
}

const Row = styled.tr`
  &[data-drop-target='true'] {
    outline: 3px dashed ${colors.primary};
    outline-offset: -3px;
  }
`;

/** Mouse only (the buttons are the keyboard's and screen reader's way): hidden from assistive tech. */
const Handle = styled.span`
  display: inline-block;
  margin-right: ${space.xs};
  padding: 0 ${space.xs};
  border-radius: ${radius.sm};
  cursor: grab;
  user-select: none;
  &:hover {
    background: ${colors.surfaceMuted};
  }
`;
