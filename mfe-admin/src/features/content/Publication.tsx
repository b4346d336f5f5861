import type { ContentPending, ContentVersionEntry } from 'contracts/admin';
import { Button, InputField, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { useFormatters } from '../api/useFormatters';
import { Outcome } from '../frame/Outcome';
import type { AnyContentRecord, ContentPage } from './contentPage';
import { useContentTypeTexts } from './useContentMessages';

/*
 * A content record's publication (issue 41 §4), as Ghost's editor has it:
 * the edit form publishes now (its first button: Enter too), keeps the
 * edit as a draft (not on the site), or schedules it ('Veröffentlichen am
 * …', Berlin time); above the form, the state and, for a pending draft,
 * 'Veröffentlichen' and 'Entwurf verwerfen'. All forms: without script too.
 */

type Texts = ReturnType<typeof useContentTypeTexts>;

/** The edit form's buttons: publish now, keep as a draft, schedule at a Berlin time. */
export function PublishButtons({
  texts,
  sending,
  publishAt,
  publishAtError,
}: {
  texts: Texts;
  sending: boolean;
  publishAt: string;
  publishAtError?: string;
}) {
  const { text } = texts;
  return (
    <Buttons>
      <Button type="submit" name="intent" value="publish" disabled={sending}>
        {text('savePublish')}
      </Button>
      <Button type="submit" name="intent" value="draft" $variant="secondary" disabled={sending}>
        {text('saveDraft')}
      </Button>
      <Schedule>
        <InputField
          label={text('publishAt')}
          name="publishAt"
          type="datetime-local"
          defaultValue={publishAt}
          error={publishAtError}
        />
        <Button
          type="submit"
          name="intent"
          value="schedule"
          $variant="secondary"
          disabled={sending}
        >
          {text('schedule')}
        </Button>
      </Schedule>
    </Buttons>
  );
}

/** What a pending edit is, in the state box and the list: 'Entwurf', or 'Geplant für …' (Berlin time). */
export function usePendingState(page: ContentPage) {
  const { text } = useContentTypeTexts(page);
  const { moment } = useFormatters();
  return (pending: NonNullable<ContentPending> | ContentVersionEntry) =>
    pending.state === 'scheduled' && pending.publishAt
      ? text('stateScheduled', { when: moment(pending.publishAt) })
      : text('stateDraft');
}

/** The record's state: published, or its draft (publish it, discard it), or when it goes live. */
export function PublicationState({
  page,
  record,
  pending,
}: {
  page: ContentPage;
  record: AnyContentRecord;
  pending: ContentVersionEntry | null;
}) {
  const { text } = useContentTypeTexts(page);
  const pendingState = usePendingState(page);
  if (!pending)
    return (
      <State data-testid="publication-state">
        <strong>{text('statePublished')}</strong>
      </State>
    );
  return (
    <State data-testid="publication-state">
      <strong>{pendingState(pending)}</strong>
      <span>{text('draftIntro')}</span>
      <StateForm page={page} record={record} kind="publish" label={text('publishDraft')} />
      <StateForm page={page} record={record} kind="discard" label={text('discardDraft')} />
    </State>
  );
}

function StateForm({
  page,
  record,
  kind,
  label,
}: {
  page: ContentPage;
  record: AnyContentRecord;
  kind: 'publish' | 'discard';
  label: string;
}) {
  const { formFailureText } = useContentTypeTexts(page);
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: page.formSet.of(kind, record.id),
  });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <Button
        type="submit"
        $variant={kind === 'publish' ? undefined : 'secondary'}
        disabled={sending}
      >
        {label}
      </Button>
      {failure ? <Outcome outcome={{ text: formFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: end;
`;

const Schedule = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: end;
`;

const State = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  margin-bottom: ${space.md};
`;
