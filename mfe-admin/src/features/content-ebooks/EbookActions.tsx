import type { AdminEbook } from 'contracts/admin';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, colors, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { CONFIRM_FIELD, ebookForm, type EbookQuestion } from './ebookForms';
import { EDIT_PARAM } from './ebookPaths';
import { useEbookTexts } from './useEbookTexts';

/** One e-book's actions in the list: edit it, switch it on or off, delete it (asked first). */
export function EbookActions({ ebook }: { ebook: AdminEbook }) {
  const { t } = useEbookTexts();
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(EDIT_PARAM, ebook.id);
  return (
    <Actions>
      <Link to={{ search: `?${edit}` }} aria-label={t('ebooks.editLabel', { title: ebook.title })}>
        {t('ebooks.edit')}
      </Link>
      <ActiveForm ebook={ebook} />
      <DeleteForm ebook={ebook} />
    </Actions>
  );
}

function ActiveForm({ ebook }: { ebook: AdminEbook }) {
  const { t, ebookFailureText } = useEbookTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: ebookForm('active', ebook.id),
  });
  const label = { title: ebook.title };
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!ebook.active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={
          ebook.active ? t('ebooks.deactivateLabel', label) : t('ebooks.activateLabel', label)
        }
      >
        {ebook.active ? t('ebooks.deactivate') : t('ebooks.activate')}
      </Button>
      {failure ? <Outcome outcome={{ text: ebookFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/**
 * Deleting: the first post brings the question (as the page without
 * script), its button deletes. An e-book with downloads is refused by the
 * API, which says to deactivate it instead: shown here.
 */
function DeleteForm({ ebook }: { ebook: AdminEbook }) {
  const { t, ebookFailureText } = useEbookTexts();
  const { pathname, search } = useLocation();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    EbookQuestion
  >({ form: ebookForm('delete', ebook.id) });
  const asked = result?.kind === 'delete';
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="title" value={ebook.title} />
      {asked ? (
        <Asked role="group" aria-labelledby={`delete-${ebook.id}`}>
          <strong id={`delete-${ebook.id}`}>
            {t('ebooks.removeQuestion', { title: ebook.title })}
          </strong>
          <Danger type="submit" name={CONFIRM_FIELD} value="yes" disabled={sending} autoFocus>
            {t('ebooks.confirmRemove')}
          </Danger>
          <Button as="a" href={pathname + search} $variant="secondary">
            {t('ebooks.cancel')}
          </Button>
        </Asked>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={t('ebooks.removeLabel', { title: ebook.title })}
        >
          {t('ebooks.remove')}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: ebookFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Actions = styled.div`
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

const Asked = styled.div`
  display: grid;
  gap: ${space.sm};
  justify-items: start;
`;

const Danger = styled(Button)`
  background: ${colors.danger};
  color: ${colors.dangerText};
`;
