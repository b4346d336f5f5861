import type { LeadListItem, PaymentLeadStatus } from 'contracts';
import { PAYMENT_LEAD_STATUSES } from 'contracts/admin';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { Button, colors, fontSize, SelectField, space, TextAreaField } from 'shared-ui';
import styled from 'styled-components';
import { consolePost } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { Outcome } from '../frame/Outcome';

/**
 * A pre-registration's status (neu, kontaktiert, gewonnen, verloren) with
 * sales' note; 'gewonnen' marks it converted. The change is saved, then the
 * list is read again (the filter may no longer match it).
 */
export function StatusChange({ lead }: { lead: LeadListItem }) {
  const { t, errorText } = useConsoleTexts();
  const { day } = useFormatters();
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  const [saving, setSaving] = useState(false);
  const status = lead.status ?? 'neu';

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaving(true);
    try {
      await consolePost(`/api/admin/leads/payment/${encodeURIComponent(lead.id)}/status`, {
        status: form.get('status') as PaymentLeadStatus,
        note: String(form.get('note') ?? ''),
      });
      setMessage({ text: t('leads.saved'), failed: false });
      await revalidate();
    } catch (error) {
      setMessage({ text: errorText(error), failed: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <strong>{t(`leads.statuses.${status}`)}</strong>
      {lead.convertedAt ? (
        <Small>{t('leads.convertedAt', { date: day(lead.convertedAt) })}</Small>
      ) : null}
      {lead.statusNote ? <Note>{lead.statusNote}</Note> : null}
      <details>
        <summary>{t('leads.changeStatus')}</summary>
        <Fields onSubmit={save}>
          <SelectField
            label={t('leads.status')}
            name="status"
            defaultValue={status}
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
            defaultValue={lead.statusNote ?? ''}
          />
          <Button type="submit" disabled={saving}>
            {t('leads.save')}
          </Button>
        </Fields>
      </details>
      <Outcome outcome={message} />
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
