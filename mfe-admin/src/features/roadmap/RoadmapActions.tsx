import type { AdminRoadmapItem } from 'contracts';
import { Link, useLocation } from 'react-router-dom';
import { Button, colors, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { CONFIRM_FIELD, roadmapForm, type RoadmapQuestion } from './roadmapForms';
import { EDIT_PARAM } from './roadmapPaths';
import { useRoadmapTexts } from './useRoadmapTexts';

/** An item's name in the console: its German title (the source), else its key. */
export const itemName = (item: AdminRoadmapItem) => item.texts.de?.title ?? item.key;

/** One item's actions in the list: edit it, show or hide it, delete it (asked first). */
export function RoadmapActions({ item }: { item: AdminRoadmapItem }) {
  const { t } = useRoadmapTexts();
  return (
    <Actions>
      <Link
        to={{ search: `?${EDIT_PARAM}=${encodeURIComponent(item.id)}` }}
        aria-label={t('roadmap.editLabel', { name: itemName(item) })}
      >
        {t('roadmap.edit')}
      </Link>
      <ActiveForm item={item} />
      <DeleteForm item={item} />
    </Actions>
  );
}

function ActiveForm({ item }: { item: AdminRoadmapItem }) {
  const { t, roadmapFailureText } = useRoadmapTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: roadmapForm('active', item.id),
  });
  const label = { name: itemName(item) };
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!item.active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={
          item.active ? t('roadmap.deactivateLabel', label) : t('roadmap.activateLabel', label)
        }
      >
        {item.active ? t('roadmap.deactivate') : t('roadmap.activate')}
      </Button>
      {failure ? <Outcome outcome={{ text: roadmapFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/** Deleting: the first post brings the question (as the page without script), its button deletes. */
function DeleteForm({ item }: { item: AdminRoadmapItem }) {
  const { t, roadmapFailureText } = useRoadmapTexts();
  const { pathname, search } = useLocation();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    RoadmapQuestion
  >({ form: roadmapForm('delete', item.id) });
  const asked = result?.kind === 'delete';
  const name = itemName(item);
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="name" value={name} />
      {asked ? (
        <Asked role="group" aria-labelledby={`delete-${item.id}`}>
          <strong id={`delete-${item.id}`}>{t('roadmap.removeQuestion', { name })}</strong>
          <Danger type="submit" name={CONFIRM_FIELD} value="yes" disabled={sending} autoFocus>
            {t('roadmap.confirmRemove')}
          </Danger>
          <Button as="a" href={pathname + search} $variant="secondary">
            {t('roadmap.cancel')}
          </Button>
        </Asked>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={t('roadmap.removeLabel', { name })}
        >
          {t('roadmap.remove')}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: roadmapFailureText(failure), failed: true }} /> : null}
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
