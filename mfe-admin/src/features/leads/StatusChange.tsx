import type { LeadListItem, SalesLeadType } from 'contracts';
import { PAYMENT_LEAD_STATUSES } from 'contracts/admin';
import { useState } from 'react';
import {
  Button,
  colors,
  fontSize,
  SelectField,
  space,
  TextAreaField,
  useLeadForm,
} from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { Outcome } from '../frame/Outcome';
import { statusForm, type StatusField } from './leadForms';

/**
 * A pre-registration's or contact request's status (neu, kontaktiert,
 * gewonnen, verloren) with sales' note; 'gewonnen' marks it converted. A
 * form posted to the page (leadForms.ts): saved, then the list read again
 * (the filter may no longer match it), with script or without.
 */
export function StatusChange({ lead, type }: { lead: LeadListItem; type: SalesLeadType }) {
  const { t, failureText } = useConsoleTexts();
  const { day } = useFormatters();
  const { Form, formProps, formField, sending, failure, sent, formKey } = useLeadForm<StatusField>({
    form: statusForm(type, lead.id),
  });
  // A page the server rendered for this form's post opens it; later the person decides.
  const [openAtFirst] = useState(Boolean(failure));
  const status = lead.status ?? 'neu';
  const outcome = failure
    ? { text: failureText(failure), failed: true }
    : sent
      ? { text: t('leads.saved'), failed: false }
      : undefined;

  return (
    <div>
      <strong>{t(`leads.statuses.${status}`)}</strong>
      {lead.convertedAt ? (
        <Small>{t('leads.convertedAt', { date: day(lead.convertedAt) })}</Small>
      ) : null}
      {lead.statusNote ? <Note>{lead.statusNote}</Note> : null}
      <details open={openAtFirst || undefined}>
        <summary>{t('leads.changeStatus')}</summary>
        <Fields as={Form} key={formKey} {...formProps}>
          <input {...formField} />
          <SelectField
            label={t('leads.status')}
            name="status"
            defaultValue={failure?.values.status ?? status}
            options={PAYMENT_LEAD_STATUSES.map((code) => ({
              value: code,
              label: t(`leads.statuses.${code}`),
            }))}
          />
          <TextAreaField
            label={t('leads.note')}
            name="note"
            rows={3}
            maxLength={2000}
            defaultValue={failure?.values.note ?? lead.statusNote ?? ''}
          />
          <Button type="submit" disabled={sending}>
            {t('leads.save')}
          </Button>
        </Fields>
      </details>
      <Outcome outcome={outcome} />
    </div>
  );
}

const Fields = styled.form`
  display: grid;
  gap: ${space.sm};
  min-width: 14rem;
  margin-top: ${space.sm};
`;

const Small = styled.p`
  margin: ${space.xs} 0;
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

const Note = styled.p`
  margin: ${space.xs} 0;
  white-space: pre-wrap;
`;
