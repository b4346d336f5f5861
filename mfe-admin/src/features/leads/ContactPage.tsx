import { useQuery } from '@tanstack/react-query';
import type { ContactDetail, LeadListItem } from 'contracts/admin';
import { Link, useParams } from 'react-router-dom';
import { BackLink, colors, fontSize, httpStatusOf, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { useFormatters } from '../api/useFormatters';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { EraseForm } from './EraseForm';
import { contactApiPath, leadPage } from './leadPaths';
import { Timeline } from './timeline';

/**
 * The person behind a lead's address (admin, sales): every lead of the
 * address — e-book downloads, pre-registrations, contact requests, the
 * newsletter — oldest first, each linking to its own page; and 'Daten
 * löschen' for the address (GDPR Art. 17), as on the desk.
 */
export function ContactPage() {
  return <ConsoleFrame page="contact">{() => <Contact />}</ConsoleFrame>;
}

function Contact() {
  const { t } = useConsoleTexts();
  const { type = '', id = '' } = useParams();
  const query = useQuery(consoleQuery<ContactDetail>(contactApiPath(type, id)));
  const localePath = useLocalePath();
  return (
    <>
      <BackLink to={localePath(`admin/leads/${type}/${id}`)}>{t('inbox.backToLead')}</BackLink>
      {httpStatusOf(query.error) === 404 ? (
        <Status role="alert">{t('api.leadRecordNotFound')}</Status>
      ) : (
        <QueryView query={query}>{(contact) => <ContactHistory contact={contact} />}</QueryView>
      )}
      {/* Below the history, and after an erasure too: the page's record is gone then, the form says what was deleted. */}
      <EraseForm email={query.data?.email} />
    </>
  );
}

export function ContactHistory({ contact }: { contact: ContactDetail }) {
  const { t } = useConsoleTexts();
  return (
    <>
      <p>{t('inbox.contactIntro', { email: contact.email })}</p>
      <p>
        {t('inbox.newsletterNow', {
          state: contact.newsletter
            ? t(`leads.newsletterStates.${contact.newsletter}`)
            : t('inbox.newsletterNever'),
        })}
      </p>
      <Timeline aria-label={t('inbox.timeline')}>
        {contact.leads.map((lead) => (
          <TimelineEntry key={`${lead.type}:${lead.id}`} lead={lead} />
        ))}
      </Timeline>
    </>
  );
}

function TimelineEntry({ lead }: { lead: LeadListItem }) {
  const { t } = useConsoleTexts();
  const { moment } = useFormatters();
  const localePath = useLocalePath();
  const subject =
    lead.ebookTitle ??
    lead.ebookCategory ??
    lead.provider ??
    lead.productName ??
    lead.productSlug ??
    (lead.newsletterState ? t(`leads.newsletterStates.${lead.newsletterState}`) : null);
  return (
    <li>
      <time dateTime={lead.createdAt}>{moment(lead.createdAt)}</time>
      <Link to={localePath(leadPage(lead.type, lead.id))}>
        {t(`leads.types.${lead.type}`)}
        {subject ? ` – ${subject}` : ''}
      </Link>
      {lead.status ? <Muted>{t(`leads.statuses.${lead.status}`)}</Muted> : null}
      {lead.assigneeName ? (
        <Muted>{t('inbox.assigneeChanged', { name: lead.assigneeName })}</Muted>
      ) : null}
    </li>
  );
}

const Muted = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSize.sm};
`;
