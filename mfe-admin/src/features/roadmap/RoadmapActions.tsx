import type { AdminRoadmapItem } from 'contracts';
import { RecordActions, recordActionTexts } from '../records/RecordActions';
import { roadmapForm } from './roadmapForms';
import { EDIT_PARAM } from './roadmapPaths';
import { useRoadmapTexts } from './useRoadmapTexts';

/** An item's name in the console: its German title (the source), else its key. */
export const itemName = (item: AdminRoadmapItem) => item.texts.de?.title ?? item.key;

/** One item's actions in the list: edit it, show or hide it, delete it (asked first). */
export function RoadmapActions({ item }: { item: AdminRoadmapItem }) {
  const { t, roadmapFailureText } = useRoadmapTexts();
  const name = itemName(item);
  return (
    <RecordActions
      record={item}
      editSearch={`?${EDIT_PARAM}=${encodeURIComponent(item.id)}`}
      forms={{ active: roadmapForm('active', item.id), delete: roadmapForm('delete', item.id) }}
      named={{ field: 'name', value: name }}
      texts={recordActionTexts(t, 'roadmap', { name })}
      failureText={roadmapFailureText}
    />
  );
}
