import type { BoardEntry, VoteResult } from 'contracts';
import { HONEYPOT_FIELD } from 'contracts/lead-fields';
import { useId, useState } from 'react';
import {
  colors,
  fontSize,
  HoneypotField,
  radius,
  space,
  useLeadForm,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { feedbackTexts } from '../../texts';
import { ENTRY_FIELD, INTENT_FIELD, voteFormName, type VoteIntent } from './boardAction';
import { useBoardFormat } from './useBoardFormat';
import { voteProblem } from './voteProblem';

/** The entry as it is shown while its vote is under way: what the visitor asked for. */
const asked = (entry: BoardEntry) => ({
  voted: !entry.voted,
  votes: Math.max(0, entry.votes + (entry.voted ? -1 : 1)),
});

/**
 * An entry's vote: a real form posted to the board's action (it works
 * without script: the page comes back with the count and the button
 * changed). Once hydrated it is optimistic: the count and the pressed state
 * change at once; the answer settles the count, a refusal puts the entry
 * back and says why.
 */
export function VoteForm({ entry, nameId }: { entry: BoardEntry; nameId: string }) {
  const { t } = useSectionTexts(feedbackTexts);
  const labelId = useId();
  const format = useBoardFormat();
  const [said, setSaid] = useState('');
  const { Form, formProps, formField, sending, failure, sent } = useLeadForm<
    typeof ENTRY_FIELD,
    VoteResult
  >({
    form: voteFormName(entry.id),
    onSuccess: (result) => setSaid(result?.voted ? t('board.voted') : t('board.unvoted')),
    onFailure: () => setSaid(''),
  });
  const shown = sending ? asked(entry) : entry;
  const intent: VoteIntent = shown.voted ? 'withdraw' : 'vote';
  const label = shown.voted ? t('board.unvote') : t('board.vote');
  // Without script the redirect back says the post went through (`sent`).
  const outcome =
    said || (sent && !failure ? t(entry.voted ? 'board.voted' : 'board.unvoted') : '');

  return (
    <div>
      <Row as={Form} {...formProps}>
        <input {...formField} />
        <input type="hidden" name={ENTRY_FIELD} value={entry.id} />
        <HoneypotField label={t('board.honeypot')} name={HONEYPOT_FIELD} />
        {/*
          The name says which idea (many buttons on the page): the visible words,
          then the card's own title or text, which carries the idea's language
          (an aria-label could not), so each part is read out in its language.
        */}
        <VoteButton
          type="submit"
          name={INTENT_FIELD}
          value={intent}
          aria-pressed={shown.voted}
          aria-labelledby={`${labelId} ${nameId}`}
          $pressed={shown.voted}
        >
          <span aria-hidden="true">▲</span>
          <span id={labelId}>{label}</span>
        </VoteButton>
        <Count data-testid="votes">
          {t('board.votes', { count: shown.votes, formatted: format.number(shown.votes) })}
        </Count>
      </Row>
      {failure ? <Problem role="alert">{voteProblem(failure, t)}</Problem> : null}
      <Outcome role="status">{outcome}</Outcome>
    </div>
  );
}

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
`;

const VoteButton = styled.button<{ $pressed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: 44px;
  padding: ${space.sm} ${space.lg};
  border-radius: ${radius.pill};
  border: 2px solid ${colors.primary};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${({ $pressed }) =>
    $pressed &&
    css`
      background: ${colors.primary};
      color: ${colors.primaryText};
    `}
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Problem = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.danger};
  font-weight: 700;
`;

const Outcome = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
  /* Kept in the page while empty: a live region must exist before it speaks. */
  &:empty {
    margin: 0;
  }
`;
