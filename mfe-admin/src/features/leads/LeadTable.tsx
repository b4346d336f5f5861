import type { LeadList, LeadListItem } from 'contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { colors, fontSize, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { Status } from '../frame/QueryView';
import { ConsoleTable, type ConsoleColumn } from '../frame/ConsoleTable';
import { pageNumber } from '../frame/paging';
import { PagingLinks } from '../frame/PagingLinks';
import { When } from '../frame/When';
import { AttributionDetails } from './AttributionDetails';
import { leadFilters } from './leadFilters';
import { leadPage } from './leadPaths';
import { StatusChange } from './StatusChange';

/**
 * The desk's columns, the key ones first (type, contact, date, status with
 * 'Status ändern'): on a laptop all fit without scrolling, on a tablet the
 * scroll box shows those before the rest.
 */
function useLeadColumns(): ConsoleColumn<LeadListItem>[] {
  const { t } = useConsoleTexts();
  const label = (column: string) => t(`leads.columns.${column}`);
  return [
    { key: 'type', label: label('type'), cell: (lead) => t(`leads.types.${lead.type}`) },
    {
      key: 'email',
      label: label('email'),
      text: true,
      cell: (lead) => <LeadContact lead={lead} />,
    },
    { key: 'date', label: label('date'), cell: (lead) => <When iso={lead.createdAt} /> },
    { key: 'status', label: label('status'), cell: (lead) => <LeadStatus lead={lead} /> },
    {
      key: 'subject',
      label: label('subject'),
      text: true,
      cell: (lead) => <LeadSubject lead={lead} />,
    },
    { key: 'interest', label: label('interest'), cell: (lead) => interest(t, lead) },
    { key: 'country', label: label('country'), cell: (lead) => lead.country ?? '–' },
    { key: 'language', label: label('language'), cell: (lead) => lead.language ?? '–' },
  ];
}

const interest = (t: ReturnType<typeof useConsoleTexts>['t'], lead: LeadListItem) =>
  lead.interestLevel ? t(`leads.interests.${lead.interestLevel}`) : '–';

/** One page of the desk: how many match in all, the rows, the way to the next page. */
export function LeadTable({ list }: { list: LeadList }) {
  const { t } = useConsoleTexts();
  const { number } = useFormatters();
  const [search] = useSearchParams();
  const columns = useLeadColumns();
  const page = pageNumber(search);
  return (
    <section aria-labelledby="lead-results">
      <Total id="lead-results" role="status">
        {t('leads.total', { formatted: number(list.total) })}
      </Total>
      {list.items.length === 0 ? (
        <Status>{t('leads.empty')}</Status>
      ) : (
        <ConsoleTable
          caption={t('leads.caption', { page })}
          columns={columns}
          rows={list.items}
          rowKey={(lead) => `${lead.type}:${lead.id}`}
        />
      )}
      <PagingLinks keep={leadFilters(search)} nextCursor={list.nextCursor} />
    </section>
  );
}

/** The address (or its absence) links to the lead's own page; a repeated pre-registration says how often. */
function LeadContact({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  const localePath = useLocalePath();
  return (
    <>
      <Link to={localePath(leadPage(lead.type, lead.id))}>{lead.email ?? t('leads.noEmail')}</Link>
      {lead.submissions && lead.submissions > 1 ? (
        <Muted> · {t('inbox.times', { count: lead.submissions })}</Muted>
      ) : null}
      {lead.newsletterOptIn ? <Muted> · {t('leads.newsletter')}</Muted> : null}
    </>
  );
}

/** What the lead is about (e-book, provider, product), a contact request's details, feedback, attribution. */
function LeadSubject({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  const subject =
    lead.ebookTitle ??
    (lead.provider ? capitalize(lead.provider) : null) ??
    lead.productName ??
    lead.productSlug;
  return (
    <>
      {subject ?? null}
      {lead.type === 'contact' ? <ContactDetails lead={lead} /> : null}
      {lead.feedbackText ? (
        <FeedbackText aria-label={t('leads.feedbackText')}>{lead.feedbackText}</FeedbackText>
      ) : null}
      {!subject && !lead.feedbackText ? '–' : null}
      {lead.attribution ? <AttributionDetails attribution={lead.attribution} /> : null}
    </>
  );
}

/** Sales' status (pre-registrations, contact requests), a subscription's state, or nothing. */
function LeadStatus({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  const { day } = useFormatters();
  // Who is responsible, under the status: the key columns fit a laptop without one more.
  if (lead.type === 'payment' || lead.type === 'contact')
    return (
      <>
        <Detail>
          {t('inbox.assigneeChanged', { name: lead.assigneeName ?? t('inbox.nobody') })}
        </Detail>
        <StatusChange lead={lead} type={lead.type} />
      </>
    );
  if (lead.type !== 'newsletter' || !lead.newsletterState) return <>–</>;
  return (
    <>
      <strong>{t(`leads.newsletterStates.${lead.newsletterState}`)}</strong>
      {lead.confirmedAt ? (
        <Detail>{t('leads.confirmedAt', { date: day(lead.confirmedAt) })}</Detail>
      ) : null}
      {lead.unsubscribedAt ? (
        <Detail>{t('leads.unsubscribedAt', { date: day(lead.unsubscribedAt) })}</Detail>
      ) : null}
    </>
  );
}

/** Who asked for advice and how to reach them, and what they wrote. */
function ContactDetails({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  return (
    <Details>
      <dt>{t('leads.contactName')}</dt>
      <dd>{lead.contactName}</dd>
      <dt>{t('leads.business')}</dt>
      <dd>{lead.business}</dd>
      {lead.phone ? (
        <>
          <dt>{t('leads.phone')}</dt>
          <dd>
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          </dd>
        </>
      ) : null}
      <dt>{t('leads.message')}</dt>
      <dd>
        <FeedbackText>{lead.message}</FeedbackText>
      </dd>
    </Details>
  );
}

const capitalize = (code: string) => code[0]!.toUpperCase() + code.slice(1);

const Total = styled.p`
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const Detail = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.sm};
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const FeedbackText = styled.p`
  margin: 0;
  max-width: 28rem;
  white-space: pre-wrap;
  font-size: ${fontSize.sm};
`;
