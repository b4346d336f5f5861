import { defineSection, menuLabel, sectionMeta } from 'shared-ui';
import { feedbackAction } from './features/feedback/feedbackAction';
import { feedbackTexts } from './texts';

/** The feedback section: the feedback form (posted to its page) and the roadmap. */
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
      id: 'feedback.roadmap',
      path: 'roadmap',
      page: () => import('./features/roadmap/RoadmapPage').then((m) => m.RoadmapPage),
      meta: sectionMeta(feedbackTexts, 'roadmap.metaTitle', 'roadmap.metaDescription'),
    },
  ],
  menu: [
    {
      menu: 'top',
      path: 'roadmap',
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
      path: 'roadmap',
      order: 20,
      label: menuLabel(feedbackTexts, (texts) => texts.menu.roadmap),
    },
  ],
});
