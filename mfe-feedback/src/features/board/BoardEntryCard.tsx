import { useQuery } from '@tanstack/react-query';
import type { BoardEntry } from 'contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  colors,
  fontSize,
  layout,
  radius,
  space,
  useLocale,
  useLocalePath,
  useSectionTexts,
} from 'shared-ui';
import styled from 'styled-components';
import { feedbackTexts } from '../../texts';
import { roadmapAnchor } from '../roadmap/roadmapItems';
import { roadmapQuery } from '../roadmap/roadmapQueries';
import { entryAnchor } from './boardAction';
import { StatusBadge } from './StatusBadge';
import { useBoardFormat } from './useBoardFormat';
import { VoteForm } from './VoteForm';

/**
 * One published entry: the editor's title (if any) and the visitor's text as
 * written — marked with its own language where it is not the page's, so it
 * is read out in that language — its status, date, roadmap item and vote.
 */
export function BoardEntryCard({ entry }: { entry: BoardEntry }) {
  const { t } = useSectionTexts(feedbackTexts);
  const format = useBoardFormat();
  const lang = entry.language && entry.language !== format.language ? entry.language : undefined;
  const titleId = useId();
  const textId = useId();
  return (
    <Card id={entryAnchor(entry.id)} tabIndex={-1}>
      <Meta>
        <StatusBadge status={entry.status} />
        <time dateTime={entry.createdAt}>
          {t('board.postedOn', { date: format.day(entry.createdAt) })}
        </time>
      </Meta>
      {entry.title ? (
        <Title id={titleId} lang={lang}>
          {entry.title}
        </Title>
      ) : null}
      <Text id={textId} lang={lang}>
        {entry.text}
      </Text>
      {entry.roadmapItem ? <OnRoadmap itemKey={entry.roadmapItem} /> : null}
      {/* Its vote is named by the title, or by the text where there is none. */}
      <VoteForm entry={entry} nameId={entry.title ? titleId : textId} />
    </Card>
  );
}

/**
 * The link to the entry's roadmap item, named by the item's title as the
 * roadmap shows it (content: the board's loader fetched it with the page);
 * without it (the roadmap not answering, the item since retired) the link
 * still leads to the roadmap, named plainly.
 */
function OnRoadmap({ itemKey }: { itemKey: string }) {
  const { t } = useSectionTexts(feedbackTexts);
  const localePath = useLocalePath();
  const language = useLocale((state) => state.language);
  const { data: roadmap } = useQuery(roadmapQuery(language));
  const item = roadmap?.find((candidate) => candidate.key === itemKey);
  return (
    <RoadmapLink to={`${localePath('roadmap')}#${roadmapAnchor(itemKey)}`}>
      {item ? t('board.onRoadmap', { title: item.title }) : t('board.onRoadmapPlain')}
    </RoadmapLink>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${space.sm};
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radius.lg};
  background: ${colors.surface};
  scroll-margin-top: calc(${layout.headerHeight} + ${space.md});
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-size: ${fontSize.sm};
  color: ${colors.textMuted};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${fontSize.xl};
`;

// As written: the visitor's line breaks stay, long words wrap on small screens.
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const RoadmapLink = styled(Link)`
  justify-self: start;
  font-weight: 700;
  color: ${colors.text};
`;
