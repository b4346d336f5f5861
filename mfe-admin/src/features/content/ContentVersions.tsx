import { useQuery } from '@tanstack/react-query';
import type { ContentVersionEntry, ContentVersionList } from 'contracts/admin';
import { useId } from 'react';
import { Button, space, useLeadForm } from 'shared-ui';
import styled from 'styled-components';
import { consoleQuery } from '../api/consoleApi';
import { useFormatters } from '../api/useFormatters';
import { useFieldLabel } from '../audit/fieldLabels';
import { FieldDiff } from '../diff/FieldDiff';
import { Outcome } from '../frame/Outcome';
import { QueryView } from '../frame/QueryView';
import { recordPath } from '../records/recordPaths';
import type { AnyContentRecord, ContentPage } from './contentPage';
import { useContentTypeTexts } from './useContentMessages';

/** The versions' API path of a record (also loaded with the page: contentPage's pagePaths). */
export const versionsPath = (page: ContentPage, id: string) =>
  recordPath(page.type.path, id, 'versions');

/**
 * A record's version history below its form (issue 41 §4): each
 * publication, newest first, who and when, and only the fields it changed
 * (FieldDiff, the words marked); every older one can be restored
 * ('Diese Version wiederherstellen', a form: without script too).
 */
export function ContentVersions({ page, record }: { page: ContentPage; record: AnyContentRecord }) {
  const query = useQuery(consoleQuery<ContentVersionList>(versionsPath(page, record.id)));
  const { text } = useContentTypeTexts(page);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{text('versions')}</h3>
      <QueryView query={query}>
        {({ published }) =>
          published.length === 0 ? (
            <p>{text('noVersions')}</p>
          ) : (
            <ol>
              {published.map((version, index) => (
                <Version
                  key={version.id}
                  page={page}
                  record={record}
                  version={version}
                  before={published[index + 1]}
                  current={index === 0}
                />
              ))}
            </ol>
          )
        }
      </QueryView>
    </Section>
  );
}

function Version({
  page,
  record,
  version,
  before,
  current,
}: {
  page: ContentPage;
  record: AnyContentRecord;
  version: ContentVersionEntry;
  /** The version before it (none: the first). */
  before: ContentVersionEntry | undefined;
  current: boolean;
}) {
  const { text } = useContentTypeTexts(page);
  const { moment } = useFormatters();
  const label = useFieldLabel(page.type.key);
  const when = moment(version.publishedAt ?? version.createdAt);
  return (
    <li data-testid="content-version">
      <p>
        <strong>{when}</strong>
        {' · '}
        {version.author ?? text('authorUnknown')}
        {current ? ` · ${text('currentVersion')}` : null}
      </p>
      <FieldDiff before={before?.snapshot ?? null} after={version.snapshot} label={label} />
      {current ? null : <RestoreForm page={page} record={record} version={version} when={when} />}
    </li>
  );
}

function RestoreForm({
  page,
  record,
  version,
  when,
}: {
  page: ContentPage;
  record: AnyContentRecord;
  version: ContentVersionEntry;
  when: string;
}) {
  const { text, formFailureText } = useContentTypeTexts(page);
  const { Form, formProps, formField, sending, failure } = useLeadForm({
    form: page.formSet.of('restore', record.id),
  });
  return (
    <Form {...formProps}>
      <input {...formField} />
      <input type="hidden" name="versionId" value={version.id} />
      <Button
        type="submit"
        $variant="secondary"
        disabled={sending}
        aria-label={text('restoreLabel', { when })}
      >
        {text('restore')}
      </Button>
      {failure ? <Outcome outcome={{ text: formFailureText(failure), failed: true }} /> : null}
    </Form>
  );
}

const Section = styled.section`
  margin-top: ${space.lg};
  ol {
    display: grid;
    gap: ${space.md};
    padding: 0;
    list-style: none;
  }
  li {
    display: grid;
    gap: ${space.xs};
  }
  p {
    margin: 0;
  }
`;
