import { useEffect, useRef, useState } from 'react';
import { Button, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { DIRECTION_FIELD, knowledgeForm } from './knowledgeForms';
import { moveFormId, POSITION_FIELD } from './moveForm';
import type { KnowledgeEntry, KnowledgeKind } from './knowledgeKinds';
import { useKnowledgeTexts } from './useKnowledgeTexts';

type Direction = 'up' | 'down';

/**
 * 'Nach oben' / 'Nach unten' for one entry: one form, the button pressed
 * says the direction (without script a post of the page, which comes back
 * scrolled to the entry). With script the list re-renders in its new order
 * and the focus stays on the moved entry's button (on the other one when it
 * reached the top or the bottom, where the pressed one is disabled), so a
 * keyboard user can press again.
 */
export function MoveControls({ kind, entry }: { kind: KnowledgeKind; entry: KnowledgeEntry }) {
  const { t, entryFailureText } = useKnowledgeTexts();
  const pressed = useRef<Direction>('up');
  const [focusAfterMove, setFocusAfterMove] = useState<Direction | null>(null);
  const { Form, formProps, formField, failure } = useLeadForm({
    form: knowledgeForm(kind, 'move', entry.id),
    onSuccess: () => setFocusAfterMove(pressed.current),
  });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const isFirst = entry.order <= 1;
  const isLast = entry.order >= entry.groupSize;

  useEffect(() => {
    if (!focusAfterMove) return;
    const wanted = focusAfterMove === 'up' ? (isFirst ? down : up) : isLast ? up : down;
    wanted.current?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, isFirst, isLast]);

  const label = { name: entry.title };
  return (
    <Form {...formProps} id={moveFormId(entry.id)}>
      <input {...formField} />
      <input type="hidden" name="title" value={entry.title} />
      {/* Set by a drop on another row (useDragToPosition), empty for the buttons. */}
      <input type="hidden" name={POSITION_FIELD} defaultValue="" />
      <Buttons>
        {/* Not disabled while sending: a disabled button would drop the focus. */}
        <Button
          ref={up}
          type="submit"
          name={DIRECTION_FIELD}
          value="up"
          $variant="secondary"
          disabled={isFirst}
          aria-label={t('knowledge.moveUpLabel', label)}
          onClick={() => (pressed.current = 'up')}
        >
          {t('knowledge.moveUp')}
        </Button>
        <Button
          ref={down}
          type="submit"
          name={DIRECTION_FIELD}
          value="down"
          $variant="secondary"
          disabled={isLast}
          aria-label={t('knowledge.moveDownLabel', label)}
          onClick={() => (pressed.current = 'down')}
        >
          {t('knowledge.moveDown')}
        </Button>
      </Buttons>
      {failure ? <Outcome outcome={{ text: entryFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin-top: ${space.xs};
`;
