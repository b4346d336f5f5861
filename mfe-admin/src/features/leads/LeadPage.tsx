import { useQuery } from '@tanstack/react-query';
import type { LeadDetail } from 'contracts/admin';
import { Link, useParams } from 'react-router-dom';
import { BackLink, Card, httpStatusOf, space, useLocalePath } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useConsoleTexts } from '../api/useConsoleTexts';
import { ConsoleFrame } from '../frame/ConsoleFrame';
import { QueryView, Status } from '../frame/QueryView';
import { AssignForm } from './AssignForm';
import { AttributionDetails } from './AttributionDetails';
import { LeadDeliveries } from './LeadDeliveries';
import { LeadFacts } from './LeadFacts';
import { LeadHistory, LeadNotes } from './LeadHistory';
import { contactPage, leadApiPath } from './leadPaths';
import { NoteForm } from './NoteForm';
import { StatusChange } from './StatusChange';

/**
 * A lead's own page (admin, sales): every field, what brought it, its
 * status and who is responsible, its history (who changed what, when), the
 * notes of staff, its deliveries to sales, the way to the person's other
 * leads. Every form posts to the page: it works without JavaScript.
 */
export function LeadPage() {
  return <ConsoleFrame page="lead">{() => <Lead />}</ConsoleFrame>;
}

function Lead() {
  const { t } = useConsoleTexts();
  const { type = '', id = '' } = useParams();
  const query = useQuery(consoleQuery<LeadDetail>(leadApiPath(type, id)));
  const localePath = useLocalePath();
  return (
    <>
      <BackLink to={localePath('admin/leads')}>{t('inbox.backToDesk')}</BackLink>
      {httpStatusOf(query.error) === 404 ? (
        <Status role="alert">{t('api.leadRecordNotFound')}</Status>
      ) : (
        <QueryView query={query}>{(detail) => <LeadDetailView detail={detail} />}</QueryView>
      )}
    </>
  );
}

export function LeadDetailView({ detail }: { detail: LeadDetail }) {
  const { t } = useConsoleTexts();
  const localePath = useLocalePath();
  const { lead } = detail;
  const sales = lead.type === 'payment' || lead.type === 'contact' ? lead.type : undefined;
  return (
    <>
      <LeadFacts lead={lead} />
      {lead.email ? (
        <p>
          <Link to={localePath(contactPage(lead.type, lead.id))}>
            {t('inbox.contactLink', { count: detail.contactLeads })}
          </Link>
        </p>
      ) : null}
      {sales ? (
        <Panel as="section" aria-labelledby="lead-status">
          <h2 id="lead-status">{t('inbox.statusHeading')}</h2>
          <StatusChange lead={lead} type={sales} />
          <AssignForm lead={lead} type={sales} choices={detail.assignees} />
        </Panel>
      ) : null}
      <LeadHistory detail={detail} />
      <section aria-labelledby="lead-notes">
        <h2 id="lead-notes">{t('inbox.notesHeading')}</h2>
        <LeadNotes notes={detail.notes} />
        <NoteForm type={lead.type} id={lead.id} />
      </section>
      {lead.attribution ? (
        <section aria-labelledby="lead-attribution">
          <h2 id="lead-attribution">{t('inbox.attributionHeading')}</h2>
          <AttributionDetails attribution={lead.attribution} open />
          <AttributionNone attribution={lead.attribution} />
        </section>
      ) : null}
      <LeadDeliveries deliveries={detail.deliveries} />
    </>
  );
}

/** Said when nothing about the lead's origin was recorded (the details then show nothing). */
function AttributionNone({
  attribution,
}: {
  attribution: NonNullable<LeadDetail['lead']['attribution']>;
}) {
  const { t } = useConsoleTexts();
  const recorded =
    attribution.formPath ||
    [attribution.firstTouch, attribution.lastTouch].some((touch) =>
      Object.values(touch).some((value) => value !== null),
    );
  return recorded ? null : <p>{t('inbox.noAttribution')}</p>;
}

const Panel = styled(Card)`
  margin: ${space.lg} 0;
  padding: ${space.lg};
  display: grid;
  gap: ${space.lg};
  h2 {
    margin: 0;
  }
`;
