import { TableScroll } from '../frame/TableScroll';
import { EntryActions } from './EntryActions';
import { MoveControls } from './MoveControls';
import { entryAnchor } from './knowledgeForms';
import { groupEntries, type KnowledgeEntry, type KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

/**
 * The entries by group (country, language, category or context), each
 * group a table in the order the public page shows it, with its position
 * ("2 von 5"), its status and its actions.
 */
export function KnowledgeList({
  kind,
  entries,
}: {
  kind: KnowledgeKind;
  entries: KnowledgeEntry[];
}) {
  const { t } = useKnowledgeTexts();
  if (entries.length === 0) return <p>{t(`knowledge.${kind.key}.empty`)}</p>;
  return (
    <>
      {groupEntries(entries).map(({ key, entries: members }) => {
        const first = members[0]!;
        const caption = t('knowledge.group', {
          country: first.country,
          language: first.language ? t(`languages.${first.language}`) : t('knowledge.anyLanguage'),
          topic: first.topic,
        });
        return (
          <TableScroll key={key} aria-label={caption}>
            <table>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('knowledge.position')}</th>
                  <th scope="col">{t(`knowledge.${kind.key}.title`)}</th>
                  <th scope="col">{t('knowledge.status')}</th>
                  <th scope="col">{t('knowledge.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((entry) => (
                  <tr key={entry.id} id={entryAnchor(entry.id)}>
                    <td>
                      {t('knowledge.positionOf', { order: entry.order, count: entry.groupSize })}
                      <MoveControls kind={kind} entry={entry} />
                    </td>
                    <th scope="row">{entry.title}</th>
                    <td>{entry.active ? t('knowledge.active') : t('knowledge.inactive')}</td>
                    <td>
                      <EntryActions kind={kind} entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        );
      })}
    </>
  );
}
