import { sectionMeta, type SectionModule } from 'shared-ui';
import { feedbackTexts } from '../texts';

/**
 * What this remote shows for the shell's route ids `feedback` and `roadmap`.
 * Each page is its own chunk: the roadmap does not load the form's
 * validation, and the feedback page not the roadmap.
 */
export const routes: SectionModule['routes'] = {
  feedback: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-feedback" */ '../features/feedback/FeedbackPage').then(
        (page) => page.FeedbackPage,
      ),
    meta: sectionMeta(feedbackTexts, 'feedback.metaTitle', 'feedback.metaDescription'),
  },
  roadmap: {
    loadComponent: () =>
      import(/* webpackChunkName: "page-roadmap" */ '../features/roadmap/RoadmapPage').then(
        (page) => page.RoadmapPage,
      ),
    meta: sectionMeta(feedbackTexts, 'roadmap.metaTitle', 'roadmap.metaDescription'),
  },
};
