import type { Db } from '../db/connection';
import { contentService, type ContentService } from './content';
import { feedbackService, type FeedbackService } from './feedback';
import { healthService, type HealthService } from './health';
import { leadsService, type LeadsService } from './leads';
import { trackingService, type TrackingService } from './tracking';

export interface Services {
  feedback: FeedbackService;
  tracking: TrackingService;
  health: HealthService;
  content: ContentService;
  leads: LeadsService;
}

export function createServices(db: Db): Services {
  return {
    feedback: feedbackService(db),
    tracking: trackingService(db),
    health: healthService(db),
    content: contentService(db),
    leads: leadsService(db),
  };
}
