import type { LeadAttribution } from 'contracts';
import { colors, fontSize, space } from 'shared-ui';
import styled from 'styled-components';
import { useConsoleTexts } from '../api/useConsoleTexts';

type StoredTouch = LeadAttribution['lastTouch'];
const TOUCH_ROWS = ['campaign', 'source', 'medium', 'term', 'content', 'referrerHost'] as const;

const isEmpty = (touch: StoredTouch) => Object.values(touch).every((value) => value === null);

/**
 * What brought the lead (issue 37): the last touch's campaign, source and
 * medium at a glance, both touches with landing page and the form's page
 * on opening (a native <details>: no script needed). Values are visitors'
 * text, shown as text.
 */
export function AttributionDetails({
  attribution,
  open,
}: {
  attribution: LeadAttribution;
  /** Opened from the start (the lead's page: every value at once). */
  open?: boolean;
}) {
  const { t } = useConsoleTexts();
  const { lastTouch, firstTouch, formPath } = attribution;
  if (isEmpty(lastTouch) && isEmpty(firstTouch) && !formPath) return null;
  return (
    <Box open={open || undefined}>
      <summary>
        {/* One text per language: French keeps its space before the colon. */}
        {t('leads.attribution.summary', {
          campaign: lastTouch.campaign ?? '–',
          source: lastTouch.source ?? lastTouch.referrerHost ?? '–',
          medium: lastTouch.medium ?? '–',
        })}
      </summary>
      <TouchList touch={lastTouch} title={t('leads.attribution.lastTouch')} />
      <TouchList touch={firstTouch} title={t('leads.attribution.firstTouch')} />
      {formPath ? (
        <Rows>
          <dt>{t('leads.attribution.formPage')}</dt>
          <dd>{formPath}</dd>
        </Rows>
      ) : null}
    </Box>
  );
}

function TouchList({ touch, title }: { touch: StoredTouch; title: string }) {
  const { t } = useConsoleTexts();
  if (isEmpty(touch)) return null;
  return (
    <>
      <Title>{title}</Title>
      <Rows>
        {TOUCH_ROWS.filter((field) => touch[field]).map((field) => (
          <Row key={field} term={t(`leads.attribution.${field}`)} value={touch[field]!} />
        ))}
        {touch.landingPath ? (
          <Row term={t('leads.attribution.landingPage')} value={touch.landingPath} />
        ) : null}
      </Rows>
    </>
  );
}

const Row = ({ term, value }: { term: string; value: string }) => (
  <>
    <dt>{term}</dt>
    <dd>{value}</dd>
  </>
);

const Box = styled.details`
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.sm};
  summary {
    cursor: pointer;
    color: ${colors.textMuted};
  }
`;

const Title = styled.p`
  margin: ${space.xs} 0 0;
  font-weight: 700;
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.xs} ${space.sm};
  margin: ${space.xs} 0 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
