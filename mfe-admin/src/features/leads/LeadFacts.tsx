import type { LeadListItem } from 'contracts/admin';
import type { ReactNode } from 'react';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';

type Fact = [key: string, value: ReactNode];

/**
 * Every field the lead has (a kind's absent fields are left out), times in
 * full ('29. Nov. 2026, 14:05 UTC'): the desk shows them short.
 */
export function LeadFacts({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const yesNo = (value: boolean) => t(value ? 'inbox.yes' : 'inbox.no');
  const when = (iso: string | null) => (iso ? <time dateTime={iso}>{moment(iso)}</time> : null);
  const facts: Fact[] = [
    ['type', t(`leads.types.${lead.type}`)],
    ['email', lead.email],
    ['createdAt', when(lead.createdAt)],
    ['country', lead.country],
    ['language', lead.language ? t(`languages.${lead.language}`) : null],
    ['ebook', lead.ebookTitle ?? lead.ebookCategory],
    ['newsletterOptIn', lead.newsletterOptIn === null ? null : yesNo(lead.newsletterOptIn)],
    ['provider', lead.provider],
    ['interest', lead.interestLevel ? t(`leads.interests.${lead.interestLevel}`) : null],
    ['status', lead.status ? t(`leads.statuses.${lead.status}`) : null],
    ['convertedAt', when(lead.convertedAt)],
    ['assignee', lead.status ? (lead.assigneeName ?? t('inbox.nobody')) : null],
    ['submissions', lead.submissions ? t('inbox.times', { count: lead.submissions }) : null],
    ['lastSubmittedAt', when(lead.lastSubmittedAt)],
    ['name', lead.contactName],
    ['business', lead.business],
    [
      'phone',
      lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : null,
    ],
    ['product', lead.productName ?? lead.productSlug],
    ['message', lead.message ? <Text>{lead.message}</Text> : null],
    ['feedback', lead.feedbackText ? <Text>{lead.feedbackText}</Text> : null],
    [
      'newsletterState',
      lead.newsletterState ? t(`leads.newsletterStates.${lead.newsletterState}`) : null,
    ],
    ['confirmedAt', when(lead.confirmedAt)],
    ['unsubscribedAt', when(lead.unsubscribedAt)],
  ];
  return (
    <Facts aria-label={t('inbox.facts')}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([key, value]) => (
          <div key={key}>
            <dt>{t(`inbox.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${space.md};
  margin: ${space.md} 0 ${space.lg};
  dt {
    color: ${colors.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Text = styled.span`
  display: block;
  font-weight: 400;
  white-space: pre-wrap;
`;
