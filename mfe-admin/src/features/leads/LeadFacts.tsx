import type { LeadListItem } from 'contracts/admin';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { type Fact, FactList } from '../frame/FactList';

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
  const named = facts.map(([key, value]): Fact => [t(`inbox.fields.${key}`), value]);
  return <FactList label={t('inbox.facts')} facts={named} />;
}

const Text = styled.span`
  display: block;
  font-weight: 400;
  white-space: pre-wrap;
`;
