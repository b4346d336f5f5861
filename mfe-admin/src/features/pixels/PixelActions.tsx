import type { AdminPixel } from 'contracts';
import { Link, useLocation } from 'react-router-dom';
import { Button, colors, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { CONFIRM_FIELD, pixelForm, type PixelQuestion } from './pixelForms';
import { EDIT_PARAM } from './pixelPaths';
import { usePixelTexts } from './usePixelTexts';

/** One pixel's actions in the list: edit it, switch it on or off, delete it (asked first). */
export function PixelActions({ pixel }: { pixel: AdminPixel }) {
  const { t } = usePixelTexts();
  return (
    <Actions>
      <Link
        to={{ search: `?${EDIT_PARAM}=${encodeURIComponent(pixel.id)}` }}
        aria-label={t('pixels.editLabel', { name: pixel.name })}
      >
        {t('pixels.edit')}
      </Link>
      <ActiveForm pixel={pixel} />
      <DeleteForm pixel={pixel} />
    </Actions>
  );
}

function ActiveForm({ pixel }: { pixel: AdminPixel }) {
  const { t, pixelFailureText } = usePixelTexts();
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: pixelForm('active', pixel.id),
  });
  const label = { name: pixel.name };
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="active" value={String(!pixel.active)} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={
          pixel.active ? t('pixels.deactivateLabel', label) : t('pixels.activateLabel', label)
        }
      >
        {pixel.active ? t('pixels.deactivate') : t('pixels.activate')}
      </Button>
      {failure ? <Outcome outcome={{ text: pixelFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

/** Deleting: the first post brings the question (as the page without script), its button deletes. */
function DeleteForm({ pixel }: { pixel: AdminPixel }) {
  const { t, pixelFailureText } = usePixelTexts();
  const { pathname, search } = useLocation();
  const { Form, formProps, formField, sending, failure, result } = useLeadForm<
    string,
    PixelQuestion
  >({ form: pixelForm('delete', pixel.id) });
  const asked = result?.kind === 'delete';
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="name" value={pixel.name} />
      {asked ? (
        <Asked role="group" aria-labelledby={`delete-${pixel.id}`}>
          <strong id={`delete-${pixel.id}`}>
            {t('pixels.removeQuestion', { name: pixel.name })}
          </strong>
          <Danger type="submit" name={CONFIRM_FIELD} value="yes" disabled={sending} autoFocus>
            {t('pixels.confirmRemove')}
          </Danger>
          <Button as="a" href={pathname + search} $variant="secondary">
            {t('pixels.cancel')}
          </Button>
        </Asked>
      ) : (
        <Button
          type="submit"
          $variant="secondary"
          disabled={sending}
          aria-label={t('pixels.removeLabel', { name: pixel.name })}
        >
          {t('pixels.remove')}
        </Button>
      )}
      {failure ? <Outcome outcome={{ text: pixelFailureText(failure), failed: true }} /> : null}
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
