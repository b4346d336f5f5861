import type { SectionModule } from 'shared-ui';
import { FeedbackPage } from '../features/feedback/FeedbackPage';
import { RoadmapPage } from '../features/roadmap/RoadmapPage';

/** What this remote shows for the shell's route ids `feedback` and `roadmap`. */
export const routes: SectionModule['routes'] = {
  feedback: { Component: FeedbackPage },
  roadmap: { Component: RoadmapPage },
};
