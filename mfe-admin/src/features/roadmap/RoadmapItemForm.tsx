import {
  GRADIENT_TYPES,
  LANGUAGES,
  missingLanguages,
  ROADMAP_DATE_PRECISIONS,
  ROADMAP_STATUSES,
  type AdminRoadmapItem,
} from 'contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, InputField, SelectField, space, useLabelled, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { TranslatedFields, type TranslatedFieldSpec } from '../content/TranslatedFields';
import { translatedFieldName } from '../content/translatedForm';
import { Outcome } from '../frame/Outcome';
import { ActiveCheckbox, RecordFields, RecordPanel } from '../records/RecordFormParts';
import {
  CREATE_ROADMAP_FORM,
  ROADMAP_FIELDS,
  roadmapForm,
  ROADMAP_TEXT_FIELDS,
  type RoadmapField,
  type RoadmapValues,
} from './roadmapForms';
import { RoadmapPreview } from './RoadmapPreview';
import { useRoadmapTexts } from './useRoadmapTexts';

const valuesOfItem = (item: AdminRoadmapItem): RoadmapValues => ({
  key: item.key,
  date: item.date,
  precision: item.precision,
  status: item.status,
  gradientType: item.gradientType,
  order: String(item.order),
  active: String(item.active),
  version: String(item.version),
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      ROADMAP_TEXT_FIELDS.map(({ name }) => [
        translatedFieldName(language, name),
        item.texts[language]?.[name as 'title' | 'description'] ?? '',
      ]),
    ),
  ),
});

const NEW_ITEM: RoadmapValues = {
  precision: 'quarter',
  status: 'planned',
  gradientType: 'cyan-purple',
  order: '100',
  active: 'false',
};

/**
 * A new roadmap item, or the edit of one (`item`): its date, status, colour
 * and place, and its texts in de/es/fr side by side (the console's shared
 * TranslatedFields) — German required, a missing translation flagged (the
 * page shows German there). Posted to the page (roadmapForms.ts), with or
 * without script.
 */
export function RoadmapItemForm({ item }: { item?: AdminRoadmapItem }) {
  const { t, roadmapFailureText } = useRoadmapTexts();
  const headingId = useId();
  const { prefix } = useLabelled();
  const { Form, formProps, formField, sending, failure, formKey } = useLeadForm<RoadmapField>({
    form: item ? roadmapForm('edit', item.id) : CREATE_ROADMAP_FORM,
  });
  const values: RoadmapValues = { ...(item ? valuesOfItem(item) : NEW_ITEM), ...failure?.values };
  const fieldError = (field: RoadmapField) =>
    failure?.fieldErrors[field] ? roadmapFailureText(failure) : undefined;
  const name = item?.texts.de?.title ?? item?.key ?? '';
  // German is the source: required; es and fr may wait (the site shows German there).
  const textFields: TranslatedFieldSpec[] = [
    { name: 'title', label: t('roadmap.title'), required: true, maxLength: 191 },
    {
      name: 'description',
      label: t('roadmap.description'),
      required: true,
      maxLength: 500,
      multiline: true,
    },
  ];

  return (
    <RecordPanel as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {item ? t('roadmap.editHeading', { name }) : t('roadmap.createHeading')}
      </h2>
      {item ? <RoadmapPreview id={item.id} /> : null}
      <RecordFields as={Form} key={formKey} {...formProps}>
        <input {...formField} />
        {item ? <input type="hidden" name="version" value={values.version} /> : null}
        {item ? (
          <p>
            {prefix(t('roadmap.key'))}
            <code>{item.key}</code>
          </p>
        ) : (
          <InputField
            label={t('roadmap.key')}
            name="key"
            required
            maxLength={32}
            pattern="[a-z0-9][a-z0-9\-]*[a-z0-9]"
            autoComplete="off"
            hint={t('roadmap.keyHint')}
            defaultValue={values.key ?? ''}
            error={fieldError('key')}
          />
        )}
        <Row>
          <InputField
            label={t('roadmap.date')}
            name="date"
            type="date"
            required
            hint={t('roadmap.dateHint')}
            defaultValue={values.date ?? ''}
            error={fieldError('date')}
          />
          <SelectField
            label={t('roadmap.precision')}
            name="precision"
            defaultValue={values.precision}
            error={fieldError('precision')}
            options={ROADMAP_DATE_PRECISIONS.map((precision) => ({
              value: precision,
              label: t(`roadmap.precisions.${precision}`),
            }))}
          />
          <SelectField
            label={t('roadmap.status')}
            name="status"
            defaultValue={values.status}
            error={fieldError('status')}
            options={ROADMAP_STATUSES.map((status) => ({
              value: status,
              label: t(`roadmap.statuses.${status}`),
            }))}
          />
          <SelectField
            label={t('roadmap.gradientType')}
            name="gradientType"
            defaultValue={values.gradientType}
            error={fieldError('gradientType')}
            options={GRADIENT_TYPES.map((gradient) => ({
              value: gradient,
              label: t(`roadmap.gradients.${gradient}`),
            }))}
          />
          <InputField
            label={t('roadmap.order')}
            name="order"
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            required
            hint={t('roadmap.orderHint')}
            defaultValue={values.order ?? ''}
            error={fieldError('order')}
          />
        </Row>
        <TranslatedFields
          fields={textFields}
          ownLanguage="de"
          missing={item ? missingLanguages(item.texts) : []}
          value={(field) => values[field] ?? ''}
          error={fieldError}
          groupName={(language) => t('roadmap.textsIn', { language })}
        />
        <ActiveCheckbox checked={values.active === 'true'} label={t('roadmap.activeField')} />
        <Button type="submit" disabled={sending}>
          {item ? t('roadmap.save') : t('roadmap.create')}
        </Button>
      </RecordFields>
      {failure && !ROADMAP_FIELDS.some((field) => failure.fieldErrors[field]) ? (
        <Outcome outcome={{ text: roadmapFailureText(failure), failed: true }} />
      ) : null}
      {item ? <Link to={{ search: '' }}>{t('roadmap.backToList')}</Link> : null}
    </RecordPanel>
  );
}

const Row = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  width: 100%;
`;
