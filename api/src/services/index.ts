import type { Db } from '../db/connection';
import { createLogger, type Logger } from '../logger';
import { createConsoleServices, type ConsoleServiceOptions, type ConsoleServices } from './console';
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
  /** The provider's console (/api/admin/*). */
  admin: ConsoleServices;
}

export function createServices(
  db: Db,
  consoleOptions: ConsoleServiceOptions = {},
  logger: Logger = createLogger(),
): Services {
  const admin = createConsoleServices(db, consoleOptions, logger);
  return {
    feedback: feedbackService(db),
    tracking: trackingService(db),
    health: healthService(db),
    content: contentService(db),
    leads: leadsService(db, admin.erasure),
    admin,
  };
}
