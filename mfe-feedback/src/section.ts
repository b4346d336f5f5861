import { BOARD_VOTER_COOKIE } from 'contracts/board-fields';
import { LIST_PAGES } from 'contracts/list-pages';
import { defineSection, menuLabel, sectionMeta } from 'shared-ui';
import { boardAction } from './features/board/boardAction';
import { BOARD_PAGE_PATH } from './features/board/boardPaths';
import { loadBoard } from './features/board/loadBoard';
import { feedbackAction } from './features/feedback/feedbackAction';
import { loadRoadmap } from './features/roadmap/loadRoadmap';
import { feedbackTexts } from './texts';

/** The feedback section: the feedback form (posted to its page), the voting board and the roadmap. */
export const section = defineSection({
  routes: [
    {
      id: 'feedback.form',
      path: 'feedback',
      page: () => import('./features/feedback/FeedbackPage').then((m) => m.FeedbackPage),
      meta: sectionMeta(feedbackTexts, 'feedback.metaTitle', 'feedback.metaDescription'),
      action: feedbackAction,
    },
    {
      id: 'feedback.board',
      path: BOARD_PAGE_PATH,
      page: () => import('./features/board/BoardPage').then((m) => m.BoardPage),
      meta: sectionMeta(feedbackTexts, 'board.metaTitle', 'board.metaDescription'),
      loader: loadBoard,
      action: boardAction,
      // It shows the visitor's own votes: never shared between visitors.
      personalCookies: [BOARD_VOTER_COOKIE],
    },
    {
      id: 'feedback.roadmap',
      path: LIST_PAGES.roadmap,
      page: () => import('./features/roadmap/RoadmapPage').then((m) => m.RoadmapPage),
      meta: sectionMeta(feedbackTexts, 'roadmap.metaTitle', 'roadmap.metaDescription'),
      loader: loadRoadmap,
    },
  ],
  menu: [
    {
      menu: 'top',
      path: LIST_PAGES.roadmap,
      order: 40,
      label: menuLabel(feedbackTexts, (texts) => texts.menu.roadmap),
    },
    {
      menu: 'footer',
      path: 'feedback',
      order: 10,
      label: menuLabel(feedbackTexts, (texts) => texts.menu.feedback),
    },
    {
      menu: 'footer',
      path: LIST_PAGES.roadmap,
      order: 20,
      label: menuLabel(feedbackTexts, (texts) => texts.menu.roadmap),
    },
  ],
  // What the site search finds here (loaded when the shell builds its index).
  search: (context) =>
    import('./features/search/searchDocuments').then((m) => m.searchDocuments(context)),
});
