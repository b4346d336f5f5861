import type { Db } from '../db/connection';
import { feedbackService, type FeedbackService } from './feedback';
import { healthService, type HealthService } from './health';
import { trackingService, type TrackingService } from './tracking';

export interface Services {
  feedback: FeedbackService;
  tracking: TrackingService;
  health: HealthService;
}

export function createServices(db: Db): Services {
  return {
    feedback: feedbackService(db),
    tracking: trackingService(db),
    health: healthService(db),
  };
}
