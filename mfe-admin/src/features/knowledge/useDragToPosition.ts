import { useState, type DragEvent } from 'react';
import { moveFormId, submitMoveTo } from './moveForm';
import type { KnowledgeEntry } from './knowledgeKinds';

interface Dragged {
  id: string;
  group: string;
}

/**
 * Drag and drop for a mouse on the FAQ and glossary tables (issue 20, item
 * 3: "and drag where it helps"): an entry's handle is dragged onto another
 * row of its group, and the entry's own move form is sent with that row's
 * position — the same post as the buttons, which stay the way for keyboards
 * and screen readers. Rows of another group are no drop target.
 */
export function useDragToPosition() {
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const accepts = (entry: KnowledgeEntry, group: string) =>
    dragged !== null && dragged.group === group && dragged.id !== entry.id;
  const end = () => {
    setDragged(null);
    setOver(null);
  };

  return {
    /** The handle of an entry: what a mouse drags (the row shows as the drag image). */
    handleProps: (entry: KnowledgeEntry, group: string) => ({
      draggable: true,
      onDragStart: (event: DragEvent<HTMLElement>) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', entry.title);
        const row = event.currentTarget.closest('tr');
        if (row) event.dataTransfer.setDragImage(row, 0, 0);
        setDragged({ id: entry.id, group });
      },
      onDragEnd: end,
    }),
    /** A row as a drop target: the dragged entry takes its position. */
    rowProps: (entry: KnowledgeEntry, group: string) => ({
      onDragOver: (event: DragEvent<HTMLElement>) => {
        if (!accepts(entry, group)) return;
        event.preventDefault(); // allows the drop
        event.dataTransfer.dropEffect = 'move';
        setOver(entry.id);
      },
      onDragLeave: () => setOver((current) => (current === entry.id ? null : current)),
      onDrop: (event: DragEvent<HTMLElement>) => {
        if (!dragged || !accepts(entry, group)) return;
        event.preventDefault();
        submitMoveTo(moveFormId(dragged.id), entry.order);
        end();
      },
      'data-drop-target': over === entry.id ? 'true' : undefined,
    }),
  };
}
