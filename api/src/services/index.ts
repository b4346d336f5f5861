import type { Db } from '../db/connection';
import { createLogger, type Logger } from '../logger';
import { boardService, type BoardOptions, type BoardService } from './board';
import { createConsoleServices, type ConsoleServiceOptions, type ConsoleServices } from './console';
import { consentService, type ConsentService } from './consent';
import { contentService, type ContentService } from './content';
import { contentPreview, type ContentPreview } from './content-previews';
import { coverService, type CoverService } from './covers';
import { cookielessVisitors, type CookielessVisitors } from './cookieless-visitors';
import { feedbackService, type FeedbackService } from './feedback';
import { healthService, type HealthService } from './health';
import { discardingMailer } from '../mail/mailer';
import { leadsService, type LeadsService } from './leads';
import { newsletterService, type NewsletterOptions, type NewsletterService } from './newsletter';
import { trackingService, type TrackingService } from './tracking';

export interface Services {
  feedback: FeedbackService;
  /** The voting board: published feedback and its votes. */
  board: BoardService;
  tracking: TrackingService;
  health: HealthService;
  content: ContentService;
  /** A preview token's answer: its record with its pending edit applied. */
  contentPreview: ContentPreview;
  /** The e-books' covers, drawn from their records. */
  covers: CoverService;
  leads: LeadsService;
  /** The newsletter's double opt-in and unsubscription. */
  newsletter: NewsletterService;
  consent: ConsentService;
  /** Cookieless counting's daily salt (the daily job forgets past ones). */
  visitors: CookielessVisitors;
  /** The provider's console (/api/admin/*). */
  admin: ConsoleServices;
}

export function createServices(
  db: Db,
  consoleOptions: ConsoleServiceOptions = {},
  logger: Logger = createLogger(),
  boardOptions: BoardOptions = {},
  newsletterOptions: Partial<NewsletterOptions> = {},
): Services {
  const admin = createConsoleServices(db, consoleOptions, logger);
  // The console's clock: tests move one clock for sessions, salts and links alike.
  const visitors = cookielessVisitors(db, admin.clock);
  const content = contentService(db);
  const newsletter = newsletterService(db, admin.clock, admin.keys, logger, {
    mailer: discardingMailer,
    linkOrigin: 'http://localhost:3000',
    ...newsletterOptions,
  });
  return {
    feedback: feedbackService(db),
    board: boardService(db, admin.clock, visitors, boardOptions),
    tracking: trackingService(db, visitors, admin.clock),
    health: healthService(db),
    content,
    contentPreview: contentPreview(admin, content),
    covers: coverService(),
    leads: leadsService(db, admin.erasure, newsletter),
    newsletter,
    consent: consentService(db),
    visitors,
    admin,
  };
}
