import { useQuery } from '@tanstack/react-query';
import type { RoadmapItem, RoadmapVotes } from 'contracts';
import {
  colors,
  Container,
  fontSize,
  gradientFor,
  layout,
  Lead,
  numberFormat,
  PageSection,
  PageTitle,
  PreviewNote,
  previewedFrame,
  radius,
  space,
  useListOrPreview,
  useLocale,
  useRecordLanguage,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BoardLink } from '../board/BoardLink';
import { EmptyState, ErrorState } from '../board/BoardStates';
import { roadmapVotesQuery } from '../board/boardQueries';
import {
  roadmapAnchor,
  roadmapDate,
  roadmapDateTime,
  roadmapViewOf,
  type RoadmapView,
} from './roadmapItems';
import { roadmapPreviewQuery, roadmapQuery } from './roadmapQueries';

/**
 * SPEC §2 roadmap: a timeline of the roadmap's items (content, edited in the
 * console); the current one is marked 'Aktuell' as the API decides from
 * the items' status and dates. An item the board's entries are linked to
 * shows their votes; without the board's answer the items stand alone.
 * With a preview token from the console one more item (shown or hidden) is
 * on the timeline, marked 'Vorschau'.
 */
export function RoadmapPage() {
  const { t } = useSectionTexts(feedbackTexts);
  const language = useLocale((state) => state.language);
  const items = useListOrPreview(roadmapQuery(language), (token) =>
    roadmapPreviewQuery(language, token),
  );
  const { data: votes } = useQuery(roadmapVotesQuery());
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('roadmap.heading')}</PageTitle>
        <Lead>{t('roadmap.intro')}</Lead>
        <BoardLink line={t('board.roadmapLine')} />
        {items.isError ? (
          <ErrorState
            text={t('roadmap.failed')}
            retryLabel={t('board.retry')}
            onRetry={() => void items.refetch()}
            retrying={items.isFetching}
          />
        ) : items.data === null ? (
          <EmptyState>{t('roadmap.previewInvalid')}</EmptyState>
        ) : items.data?.length === 0 ? (
          <EmptyState>{t('roadmap.empty')}</EmptyState>
        ) : (
          <Timeline aria-busy={items.isPending || undefined}>
            {items.data?.map((item) => (
              <TimelineItem
                key={item.key}
                item={item}
                votes={votes?.find((entry) => entry.roadmapItem === item.key)}
              />
            ))}
          </Timeline>
        )}
      </Container>
    </PageSection>
  );
}

/** One item; its texts marked with their language where they are not the page's (a missing translation). */
function TimelineItem({
  item,
  votes,
}: {
  item: RoadmapItem;
  votes: RoadmapVotes[number] | undefined;
}) {
  const { t } = useSectionTexts(feedbackTexts);
  const language = useLocale((state) => state.language);
  const { textsLang } = useRecordLanguage(item.language);
  const view = roadmapViewOf(item);
  return (
    <Item id={roadmapAnchor(item.key)} $view={view} data-status={view}>
      <Dot aria-hidden="true" $gradient={gradientFor(item.gradientType)} />
      <ItemCard $current={view === 'current'} $previewed={Boolean(item.preview)}>
        {item.preview ? <PreviewNote>{t('roadmap.previewNote')}</PreviewNote> : null}
        <Meta>
          <RoadmapDate item={item} label={roadmapDate(item, language, t)} />
          <Status $view={view}>
            {view === 'current' ? t('roadmap.current') : t(`roadmap.status.${view}`)}
          </Status>
        </Meta>
        <h2 {...textsLang}>{item.title}</h2>
        <p {...textsLang}>{item.description}</p>
        <BoardVotes votes={votes} />
      </ItemCard>
    </Item>
  );
}

/**
 * A day or a month is a `<time>` with its machine-readable date; a quarter
 * ('T1 2026') is plain text: HTML's datetime has no form for it, and a
 * `<time>` without a valid one is an error (the Nu HTML checker's).
 */
function RoadmapDate({ item, label }: { item: RoadmapItem; label: string }) {
  const dateTime = roadmapDateTime(item);
  return dateTime ? <time dateTime={dateTime}>{label}</time> : <span>{label}</span>;
}

/** An item's votes from the board; nothing for an item no published entry is linked to. */
function BoardVotes({ votes }: { votes: RoadmapVotes[number] | undefined }) {
  const { t } = useSectionTexts(feedbackTexts);
  const language = useLocale((state) => state.language);
  if (!votes?.entries) return null;
  const formatted = numberFormat(language).format(votes.votes);
  return <Votes>{t('board.roadmapVotes', { count: votes.votes, formatted })}</Votes>;
}

const Votes = styled.p`
  && {
    margin-top: ${space.sm};
    color: ${colors.text};
    font-weight: 700;
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: ${space.xl} 0 0;
  padding: 0 0 0 ${space.xl};
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: 0.6rem;
    top: 0.5rem;
    bottom: 0.5rem;
    width: 2px;
    background: ${colors.border};
  }
`;

const Item = styled.li<{ $view: RoadmapView }>`
  position: relative;
  scroll-margin-top: calc(${layout.headerHeight} + ${space.md});
  margin-bottom: ${space.lg};
  ${({ $view }) =>
    $view === 'upcoming' &&
    css`
      opacity: 0.85;
    `}
`;

const Dot = styled.span<{ $gradient: string }>`
  position: absolute;
  left: calc(-${space.xl} + 0.1rem);
  top: 1.4rem;
  width: 1.1rem;
  height: 1.1rem;
  border-radius: 50%;
  background: ${({ $gradient }) => $gradient};
  box-shadow: 0 0 0 4px ${colors.bg};
`;

const ItemCard = styled.article<{ $current: boolean; $previewed: boolean }>`
  background: ${colors.surface};
  border: ${({ $current }) => ($current ? `2px solid ${colors.primary}` : `1px solid ${colors.border}`)};
  border-radius: ${radius.lg};
  padding: ${space.lg};
  h2 {
    font-size: ${fontSize.xl};
    margin: ${space.sm} 0;
  }
  p {
    margin: 0;
    color: ${colors.textMuted};
  }
  ${({ $previewed }) =>
    $previewed &&
    css`
      ${previewedFrame}
      & > p[role='note'] {
        margin-bottom: ${space.sm};
        color: ${colors.text};
      }
    `}
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-weight: 700;
  color: ${colors.textMuted};
`;

const Status = styled.span<{ $view: RoadmapView }>`
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  border: 1px solid ${colors.border};
  ${({ $view }) =>
    $view === 'current' &&
    css`
      background: ${colors.primary};
      color: ${colors.primaryText};
      border-color: transparent;
    `}
`;
