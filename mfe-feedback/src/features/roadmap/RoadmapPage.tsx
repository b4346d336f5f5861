import { useQuery } from '@tanstack/react-query';
import type { RoadmapVotes } from 'contracts';
import {
  colors,
  Container,
  fontSize,
  gradientFor,
  layout,
  Lead,
  PageSection,
  PageTitle,
  radius,
  space,
  useLocale,
  useSectionTexts,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { feedbackTexts } from '../../texts';
import { BoardLink } from '../board/BoardLink';
import { roadmapVotesQuery } from '../board/boardQueries';
import { roadmapAnchor, roadmapDate, roadmapItems, type RoadmapStatus } from './roadmapItems';

/**
 * SPEC §2 roadmap: a timeline of 6 items; the current one is marked
 * 'Aktuell'. An item the board's entries are linked to shows their votes;
 * without the board's answer the items stand alone.
 */
export function RoadmapPage() {
  const { t } = useSectionTexts(feedbackTexts);
  const language = useLocale((state) => state.language);
  const { data: votes } = useQuery(roadmapVotesQuery());
  return (
    <PageSection>
      <Container>
        <PageTitle>{t('roadmap.heading')}</PageTitle>
        <Lead>{t('roadmap.intro')}</Lead>
        <BoardLink line={t('board.roadmapLine')} />
        <Timeline>
          {roadmapItems.map((item) => (
            <Item
              key={item.key}
              id={roadmapAnchor(item.key)}
              $status={item.status}
              data-status={item.status}
            >
              <Dot aria-hidden="true" $gradient={gradientFor(item.gradient)} />
              <ItemCard $current={item.status === 'current'}>
                <Meta>
                  <time dateTime={'day' in item.when ? item.when.day : undefined}>
                    {roadmapDate(item.when, language, t)}
                  </time>
                  <Status $status={item.status}>
                    {item.status === 'current'
                      ? t('roadmap.current')
                      : t(`roadmap.status.${item.status}`)}
                  </Status>
                </Meta>
                <h2>{t(`roadmap.items.${item.key}.title`)}</h2>
                <p>{t(`roadmap.items.${item.key}.description`)}</p>
                <BoardVotes votes={votes?.find((entry) => entry.roadmapItem === item.key)} />
              </ItemCard>
            </Item>
          ))}
        </Timeline>
      </Container>
    </PageSection>
  );
}

/** An item's votes from the board; nothing for an item no published entry is linked to. */
function BoardVotes({ votes }: { votes: RoadmapVotes[number] | undefined }) {
  const { t } = useSectionTexts(feedbackTexts);
  const language = useLocale((state) => state.language);
  if (!votes?.entries) return null;
  const formatted = new Intl.NumberFormat(language).format(votes.votes);
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

const Item = styled.li<{ $status: RoadmapStatus }>`
  position: relative;
  scroll-margin-top: calc(${layout.headerHeight} + ${space.md});
  margin-bottom: ${space.lg};
  ${({ $status }) =>
    $status === 'upcoming' &&
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

const ItemCard = styled.article<{ $current: boolean }>`
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
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  font-weight: 700;
  color: ${colors.textMuted};
`;

const Status = styled.span<{ $status: RoadmapStatus }>`
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  font-size: ${fontSize.sm};
  border: 1px solid ${colors.border};
  ${({ $status }) =>
    $status === 'current' &&
    css`
      background: ${colors.primary};
      color: ${colors.primaryText};
      border-color: transparent;
    `}
`;
