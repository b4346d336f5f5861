import { sectionMeta, type SectionModule } from 'shared-ui';
import { FeedbackPage } from '../features/feedback/FeedbackPage';
import { RoadmapPage } from '../features/roadmap/RoadmapPage';
import { feedbackTexts } from '../texts';

/** What this remote shows for the shell's route ids `feedback` and `roadmap`. */
export const routes: SectionModule['routes'] = {
  feedback: {
    Component: FeedbackPage,
    meta: sectionMeta(feedbackTexts, 'feedback.metaTitle', 'feedback.metaDescription'),
  },
  roadmap: {
    Component: RoadmapPage,
    meta: sectionMeta(feedbackTexts, 'roadmap.metaTitle', 'roadmap.metaDescription'),
  },
};
