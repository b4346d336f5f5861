import { OPTIONAL_CONSENT_CATEGORIES, type AdminPixel } from 'contracts';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, InputField, SelectField, space, TextAreaField, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { Outcome } from '../frame/Outcome';
import { ActiveCheckbox, RecordFields, RecordPanel } from '../records/RecordFormParts';
import {
  CONFIRM_FIELD,
  CREATE_PIXEL_FORM,
  PIXEL_FIELDS,
  pixelForm,
  type PixelField,
  type PixelQuestion,
  type PixelValues,
} from './pixelForms';
import { ScriptDiff } from './ScriptDiff';
import { usePixelTexts } from './usePixelTexts';

const POSITIONS = ['head', 'body'] as const;

const valuesOfPixel = (pixel: AdminPixel): PixelValues => ({
  name: pixel.name,
  vendor: pixel.vendor,
  type: pixel.type,
  category: pixel.category,
  position: pixel.position,
  script: pixel.script,
  active: String(pixel.active),
  origins: pixel.origins.join('\n'),
  version: String(pixel.version),
});

const NEW_PIXEL: PixelValues = { category: 'statistics', position: 'head', active: 'false' };

/**
 * A new pixel, or the edit of one (`pixel`): every field, the plain warning
 * that the script runs on every public page for everyone who consents, and
 * — when the script changes — its difference to the stored one, confirmed
 * before it is saved. Posted to the page (pixelForms.ts): the question comes
 * back as the page without script, in place with it.
 */
export function PixelForm({ pixel }: { pixel?: AdminPixel }) {
  const { t, pixelFailureText } = usePixelTexts();
  const headingId = useId();
  const { Form, formProps, formField, sending, failure, result, formKey } = useLeadForm<
    PixelField,
    PixelQuestion
  >({ form: pixel ? pixelForm('edit', pixel.id) : CREATE_PIXEL_FORM });
  const question = result?.kind === 'script' ? result : undefined;
  const values: PixelValues = {
    ...(pixel ? valuesOfPixel(pixel) : NEW_PIXEL),
    ...failure?.values,
  };
  const fieldError = (field: PixelField) =>
    failure?.fieldErrors[field] ? pixelFailureText(failure) : undefined;

  return (
    <RecordPanel as="section" $narrow aria-labelledby={headingId}>
      <h2 id={headingId}>
        {pixel ? t('pixels.editHeading', { name: pixel.name }) : t('pixels.createHeading')}
      </h2>
      <Fields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {question ? (
          <ScriptQuestion question={question} sending={sending} />
        ) : (
          <>
            {pixel ? <input type="hidden" name="version" value={values.version} /> : null}
            <InputField
              label={t('pixels.name')}
              name="name"
              required
              maxLength={191}
              autoComplete="off"
              defaultValue={values.name ?? ''}
              error={fieldError('name')}
            />
            <InputField
              label={t('pixels.vendor')}
              name="vendor"
              required
              maxLength={191}
              autoComplete="off"
              defaultValue={values.vendor ?? ''}
              error={fieldError('vendor')}
            />
            <InputField
              label={t('pixels.type')}
              name="type"
              required
              maxLength={64}
              autoComplete="off"
              hint={t('pixels.typeHint')}
              defaultValue={values.type ?? ''}
              error={fieldError('type')}
            />
            <SelectField
              label={t('pixels.category')}
              name="category"
              defaultValue={values.category}
              error={fieldError('category')}
              options={OPTIONAL_CONSENT_CATEGORIES.map((category) => ({
                value: category,
                label: t(`pixels.categories.${category}`),
              }))}
            />
            <SelectField
              label={t('pixels.position')}
              name="position"
              defaultValue={values.position}
              error={fieldError('position')}
              options={POSITIONS.map((position) => ({
                value: position,
                label: t(`pixels.positions.${position}`),
              }))}
            />
            <TextAreaField
              label={t('pixels.script')}
              name="script"
              required
              spellCheck={false}
              autoCapitalize="none"
              hint={t('pixels.scriptWarning')}
              defaultValue={values.script ?? ''}
              error={fieldError('script')}
            />
            <TextAreaField
              label={t('pixels.origins')}
              name="origins"
              rows={3}
              spellCheck={false}
              autoCapitalize="none"
              hint={t('pixels.originsHint')}
              defaultValue={values.origins ?? ''}
              error={fieldError('origins')}
            />
            <ActiveCheckbox checked={values.active === 'true'} label={t('pixels.activeField')} />
            <Button type="submit" disabled={sending}>
              {pixel ? t('pixels.save') : t('pixels.create')}
            </Button>
          </>
        )}
      </Fields>
      {failure && !PIXEL_FIELDS.some((field) => failure.fieldErrors[field]) ? (
        <Outcome outcome={{ text: pixelFailureText(failure), failed: true }} />
      ) : null}
      {pixel ? <Link to={{ search: '' }}>{t('pixels.backToList')}</Link> : null}
    </RecordPanel>
  );
}

/** The script's difference, the edit's values kept as hidden fields, and the button that saves them. */
function ScriptQuestion({
  question,
  sending,
}: {
  question: Extract<PixelQuestion, { kind: 'script' }>;
  sending: boolean;
}) {
  const { t } = usePixelTexts();
  const { pathname, search } = useLocation();
  return (
    <Asked role="group" aria-labelledby="script-question">
      <strong id="script-question">{t('pixels.diffHeading')}</strong>
      <p>{t('pixels.diffIntro')}</p>
      <ScriptDiff before={question.previous} after={question.values.script ?? ''} />
      {[...PIXEL_FIELDS, 'version' as const].map((field) => (
        <input key={field} type="hidden" name={field} value={question.values[field] ?? ''} />
      ))}
      <Choices>
        <Button type="submit" name={CONFIRM_FIELD} value="yes" disabled={sending} autoFocus>
          {t('pixels.confirmSave')}
        </Button>
        <Button as="a" href={pathname + search} $variant="secondary">
          {t('pixels.cancel')}
        </Button>
      </Choices>
    </Asked>
  );
}

const Fields = styled(RecordFields)`
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

const Asked = styled.div`
  display: grid;
  gap: ${space.sm};
  width: 100%;
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;
