import { Link } from 'react-router-dom';
import { Button, space, useLeadForm, type LeadFormFailure } from 'shared-ui';
import styled from 'styled-components';
import { ConfirmQuestion } from '../frame/ConfirmQuestion';
import { Outcome } from '../frame/Outcome';

/** A record's action texts, in the member's language, already naming the record. */
export interface RecordActionTexts {
  edit: string;
  editLabel: string;
  activate: string;
  activateLabel: string;
  deactivate: string;
  deactivateLabel: string;
  remove: string;
  removeLabel: string;
  removeQuestion: string;
  confirmRemove: string;
}

interface Props {
  record: { id: string; active: boolean };
  /** The page's search that opens the record's edit form (`?pixel=<id>`). */
  editSearch: string;
  /** The record's forms (`pixel-active:<id>`, `pixel-delete:<id>`). */
  forms: { active: string; delete: string };
  /** Posted with the delete, so the question can name the record without script. */
  named: { field: string; value: string };
  texts: RecordActionTexts;
  failureText: (failure: LeadFormFailure) => string;
}

/**
 * One record's actions in a console list: edit it, switch it on or off,
 * delete it (asked first). The same for pixels, e-books, roadmap items,
 * FAQs and glossary terms; each says its own texts.
 */
export function RecordActions({ record, editSearch, forms, named, texts, failureText }: Props) {
  return (
    <Actions>
      <Link to={{ search: editSearch }} aria-label={texts.editLabel}>
        {texts.edit}
      </Link>
      <ActiveForm record={record} form={forms.active} texts={texts} failureText={failureText} />
      <DeleteForm form={forms.delete} named={named} texts={texts} failureText={failureText} />
    </Actions>
  );
}

function ActiveForm({
  record,
  form,
  texts,
  failureText,
}: Pick<Props, 'record' | 'texts' | 'failureText'> & { form: string }) {
  const { Form, formProps, formField, sending, failure } = useLeadForm({ form });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!record.active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={record.active ? texts.deactivateLabel : texts.activateLabel}
      >
        {record.active ? texts.deactivate : texts.activate}
      </Button>
      {failure ? <Outcome outcome={{ text: failureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/**
 * Deleting: the first post brings the question (as the page without script),
 * its button deletes. A refusal (an e-book with downloads, a roadmap item
 * with board entries) is the API's, said here. Also a routing destination's.
 */
export function DeleteForm({
  form,
  named,
  texts,
  failureText,
}: Pick<Props, 'named' | 'failureText'> & {
  form: string;
  texts: Pick<RecordActionTexts, 'remove' | 'removeLabel' | 'removeQuestion' | 'confirmRemove'>;
}) {
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    { kind: string }
  >({ form });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name={named.field} value={named.value} />
      {result?.kind === 'delete' ? (
        <ConfirmQuestion title={texts.removeQuestion} confirmLabel={texts.confirmRemove}>
          {null}
        </ConfirmQuestion>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={texts.removeLabel}
        >
          {texts.remove}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: failureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/** A record's actions in a row, wrapping; a link as tall as a button (44px). */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

/**
 * A kind's action texts from its catalog block (`pixels.edit`,
 * `pixels.editLabel`…), naming the record with `names`.
 */
export function recordActionTexts(
  t: (key: string, names?: Record<string, string>) => string,
  block: string,
  names: Record<string, string>,
  removeQuestion = `${block}.removeQuestion`,
): RecordActionTexts {
  return {
    edit: t(`${block}.edit`),
    editLabel: t(`${block}.editLabel`, names),
    activate: t(`${block}.activate`),
    activateLabel: t(`${block}.activateLabel`, names),
    deactivate: t(`${block}.deactivate`),
    deactivateLabel: t(`${block}.deactivateLabel`, names),
    remove: t(`${block}.remove`),
    removeLabel: t(`${block}.removeLabel`, names),
    removeQuestion: t(removeQuestion, names),
    confirmRemove: t(`${block}.confirmRemove`),
  };
}
