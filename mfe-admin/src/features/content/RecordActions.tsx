import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, colors, space, useLeadForm, type LeadFormFailure } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { Outcome } from '../frame/Outcome';
import { CONFIRM_FIELD, type DeleteQuestion } from './recordForms';

export interface RecordActionsProps {
  id: string;
  /** How the list names the record (in the buttons' names and the question). */
  title: string;
  active: boolean;
  /** The page's search parameter naming the record being edited. */
  editParam: string;
  /** The forms' names (`<kind>:<id>`) as the page's actions know them. */
  activeForm: string;
  deleteForm: string;
  /** The page's texts block (`products`, `testimonials`): its action labels. */
  block: string;
  /** A refusal in the member's language. */
  failureText: (failure: LeadFormFailure) => string;
}

/** One record's actions in a list: edit it, switch it on or off, delete it (asked first). */
export function RecordActions(props: RecordActionsProps) {
  const { t } = useConsoleTexts();
  const [search] = useSearchParams();
  const edit = new URLSearchParams(search);
  edit.set(props.editParam, props.id);
  const label = { title: props.title };
  return (
    <Actions>
      <Link to={{ search: `?${edit}` }} aria-label={t(`${props.block}.editLabel`, label)}>
        {t(`${props.block}.edit`)}
      </Link>
      <ActiveForm {...props} />
      <DeleteForm {...props} />
    </Actions>
  );
}

function ActiveForm({ title, active, activeForm, block, failureText }: RecordActionsProps) {
  const { t } = useConsoleTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm({ form: activeForm });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={t(`${block}.${active ? 'deactivateLabel' : 'activateLabel'}`, { title })}
      >
        {t(`${block}.${active ? 'deactivate' : 'activate'}`)}
      </Button>
      {failure ? <Outcome outcome={{ text: failureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/** The first post brings the question (also without script), its button deletes; a refusal is shown. */
function DeleteForm({ id, title, deleteForm, block, failureText }: RecordActionsProps) {
  const { t } = useConsoleTexts();
  const { pathname, search } = useLocation();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    DeleteQuestion
  >({ form: deleteForm });
  const asked = result?.kind === 'delete';
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="title" value={title} />
      {asked ? (
        <Asked role="group" aria-labelledby={`delete-${id}`}>
          <strong id={`delete-${id}`}>{t(`${block}.removeQuestion`, { title })}</strong>
          <Danger type="submit" name={CONFIRM_FIELD} value="yes" disabled={sending} autoFocus>
            {t(`${block}.confirmRemove`)}
          </Danger>
          <Button as="a" href={pathname + search} $variant="secondary">
            {t(`${block}.cancel`)}
          </Button>
        </Asked>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={t(`${block}.removeLabel`, { title })}
        >
          {t(`${block}.remove`)}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: failureText(failure), failed: true }} /> : null}
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
