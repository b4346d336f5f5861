import type { Logger } from 'pino';
import {
  ebookType,
  roadmapItemType,
  type AdminRoadmapItem,
  type RoadmapItemFields,
  productType,
  testimonialType,
  type AdminEbook,
  type AdminProduct,
  type EbookFields,
  type AdminTestimonial,
  type ProductFields,
  type TestimonialFields,
} from 'contracts';
import type { Db } from '../../db/connection';
import { auditService, type AuditService } from './audit';
import { contentTypeService, type ContentTypeService } from './content-type';
import { systemClock, type Clock } from './clock';
import { campaignReportService, type CampaignReportService } from './campaign-report';
import { dashboardService, type DashboardService } from './dashboard';
import { erasureService, type ErasureService } from './erasure';
import { faqService, glossaryService, type FaqService, type GlossaryService } from './knowledge';
import { leadDeskService, type LeadDeskService } from './lead-desk';
import { leadInboxService, type LeadInboxService } from './lead-inbox';
import { moderationService, type ModerationService } from './moderation';
import { pixelService, type PixelService } from './pixels';
import { routingService, type RoutingService } from './routing';
import { previewService, type PreviewService } from './previews';
import {
  defaultRetentionPolicy,
  retentionService,
  type RetentionPolicy,
  type RetentionService,
} from './retention';
import { lazyServerKeys, type ServerKeys } from './server-keys';
import { defaultSessionPolicy, type SessionPolicy } from './session-policy';
import { sessionStoreService, type SessionStoreService } from './sessions';
import {
  defaultThrottlePolicy,
  signInService,
  type SignInService,
  type ThrottlePolicy,
} from './sign-in';
import { staffService, type StaffService } from './staff';
import { webVitalsStatsService, type WebVitalsStatsService } from './web-vitals';
import { searchMissesService, type SearchMissesService } from './search-misses';

/** What the console's services need beyond the database; all optional. */
export interface ConsoleServiceOptions {
  clock?: Clock;
  /** APP_SECRET: keys session cookies and the suppression list (see server-keys.ts). */
  appSecret?: string;
  retention?: RetentionPolicy;
  throttle?: ThrottlePolicy;
  session?: Partial<SessionPolicy>;
}

export interface ConsoleServices {
  clock: Clock;
  sessionPolicy: SessionPolicy;
  sessions: SessionStoreService;
  keys: () => Promise<ServerKeys>;
  audit: AuditService;
  staff: StaffService;
  signIn: SignInService;
  leadDesk: LeadDeskService;
  /** A lead's page, notes, assignment; the contacts (admin, sales). */
  leadInbox: LeadInboxService;
  erasure: ErasureService;
  retention: RetentionService;
  dashboard: DashboardService;
  /** The campaign report (admin, sales). */
  campaigns: CampaignReportService;
  /** The voting board's moderation (editor, admin). */
  moderation: ModerationService;
  /** Tracking pixels (admin). */
  pixels: PixelService;
  /** The roadmap's items (editor, admin). */
  roadmap: ContentTypeService<AdminRoadmapItem, RoadmapItemFields>;
  /** Verifactu FAQs (editor, admin). */
  faqs: FaqService;
  /** Verifactu glossary terms (editor, admin). */
  glossary: GlossaryService;
  /** Signed, short-lived previews of a record's public page (or the list it is on). */
  previews: PreviewService;
  /** E-books and their texts (admin, editor). */
  ebooks: ContentTypeService<AdminEbook, EbookFields>;
  /** Products of both brands and their texts (admin, editor). */
  products: ContentTypeService<AdminProduct, ProductFields>;
  /** Testimonials and their texts (admin, editor). */
  testimonials: ContentTypeService<AdminTestimonial, TestimonialFields>;
  /** 'Weiterleitung': webhooks, sales mails and their deliveries (admin). */
  routing: RoutingService;
  /** Real visitors' Web Vitals (admin). */
  webVitals: WebVitalsStatsService;
  /** Site searches without results (admin, editor). */
  searchMisses: SearchMissesService;
}

export function createConsoleServices(
  db: Db,
  {
    clock = systemClock,
    appSecret,
    retention = defaultRetentionPolicy,
    throttle = defaultThrottlePolicy,
    session = {},
  }: ConsoleServiceOptions,
  logger: Logger,
): ConsoleServices {
  const keys = lazyServerKeys(db, appSecret);
  const audit = auditService(db, clock);
  const previews = previewService(clock, keys);
  const sessionPolicy = { ...defaultSessionPolicy, ...session };
  return {
    clock,
    sessionPolicy,
    sessions: sessionStoreService(db, clock, sessionPolicy),
    keys,
    audit,
    staff: staffService(db, clock, audit),
    signIn: signInService(db, clock, audit, throttle),
    leadDesk: leadDeskService(db, clock, audit),
    leadInbox: leadInboxService(db, clock, audit),
    erasure: erasureService(db, clock, audit, keys),
    retention: retentionService(db, clock, audit, logger, retention, throttle.forgetAfterMs),
    dashboard: dashboardService(db, clock),
    campaigns: campaignReportService(db, clock),
    moderation: moderationService(db, audit),
    pixels: pixelService(db, clock, audit),
    roadmap: contentTypeService(roadmapItemType, { db, clock, audit, previews, logger }),
    faqs: faqService(db, clock, audit, previews),
    glossary: glossaryService(db, clock, audit, previews),
    previews,
    ebooks: contentTypeService(ebookType, { db, clock, audit, previews, logger }),
    products: contentTypeService(productType, { db, clock, audit, previews, logger }),
    testimonials: contentTypeService(testimonialType, { db, clock, audit, previews, logger }),
    routing: routingService(db, clock, audit),
    webVitals: webVitalsStatsService(db, clock),
    searchMisses: searchMissesService(db, clock),
  };
}

/** The console's content types (declared with defineContentType): what the scheduler publishes. */
export const contentTypeServicesOf = (admin: ConsoleServices) =>
  [admin.ebooks, admin.products, admin.testimonials, admin.roadmap] as const;
