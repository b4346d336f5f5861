import { fieldChanges, type FieldChange } from 'contracts/admin';
import { colors, fontSize, space, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import { useDiffTexts } from './useDiffTexts';
import { wordDiff, type DiffPart } from './textDiff';

/** A field's name from its path (['texts', 'de', 'title'] → 'Titel (Deutsch)'). */
export type FieldLabel = (path: string[]) => string;

const isRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Two versions of a record, field by field: only the fields that changed,
 * the words removed and added marked in each (and named for screen readers,
 * a colour or a line-through says nothing to them). A record created or
 * deleted is summarised by its fields' names, its values one click away.
 * The audit log and a record's version history show changes with it.
 */
export function FieldDiff({
  before,
  after,
  label,
}: {
  before: unknown;
  after: unknown;
  label: FieldLabel;
}) {
  const { t, valueText } = useDiffTexts();
  const changes = fieldChanges(before, after, valueText);
  if (changes.length === 0) return <>–</>;
  const whole = !isRecord(before) ? 'created' : !isRecord(after) ? 'deleted' : null;
  const list = <Changes changes={changes} label={label} />;
  if (!whole) return list;
  const names = changes.map((change) => label(change.path)).join(', ');
  return (
    <details>
      <Summary>{t(`diff.${whole}`, { fields: names })}</Summary>
      {list}
    </details>
  );
}

function Changes({ changes, label }: { changes: FieldChange[]; label: FieldLabel }) {
  return (
    <List data-testid="field-diff">
      {changes.map((change) => (
        <Change key={change.path.join('\u0000')}>
          <dt>{label(change.path)}</dt>
          <dd>
            <Words parts={partsOf(change)} />
          </dd>
        </Change>
      ))}
    </List>
  );
}

function partsOf(change: FieldChange): DiffPart[] {
  if (change.kind === 'added') return [{ kind: 'added', text: change.after }];
  if (change.kind === 'removed') return [{ kind: 'removed', text: change.before }];
  return wordDiff(change.before, change.after);
}

function Words({ parts }: { parts: DiffPart[] }) {
  const { t } = useDiffTexts();
  return (
    <Text>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          part.text
        ) : part.kind === 'removed' ? (
          <Removed key={index}>
            <VisuallyHidden>[{t('diff.removed')} </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </Removed>
        ) : (
          <Added key={index}>
            <VisuallyHidden>[{t('diff.added')} </VisuallyHidden>
            {part.text}
            <VisuallyHidden>]</VisuallyHidden>
          </Added>
        ),
      )}
    </Text>
  );
}

const Summary = styled.summary`
  cursor: pointer;
`;

const List = styled.dl`
  margin: 0;
  display: grid;
  gap: ${space.xs};
  font-size: ${fontSize.sm};
`;

const Change = styled.div`
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/* Line breaks of a text kept; a long word wraps rather than widen the table. */
const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Removed = styled.del`
  color: ${colors.danger};
  background: ${colors.surfaceMuted};
  text-decoration: line-through;
`;

const Added = styled.ins`
  color: ${colors.success};
  background: ${colors.surfaceMuted};
  text-decoration: underline;
`;
