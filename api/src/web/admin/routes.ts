import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import {
  adminFaqDetailSchema,
  adminGlossaryDetailSchema,
  STAFF_ROLES,
  consoleArea,
  type ConsoleAreaKey,
  ebookType,
  roadmapItemType,
  productType,
  testimonialType,
  adminPixelListSchema,
  adminPixelSchema,
  createPixelInputSchema,
  pixelActiveInputSchema,
  adminDestinationSchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryQueuedSchema,
  destinationDeletedSchema,
  destinationEnabledInputSchema,
  destinationListSchema,
  salesMailInputSchema,
  webhookInputSchema,
  webhookSecretSchema,
  pixelDeletedSchema,
  updatePixelInputSchema,
  adminFaqListSchema,
  adminFaqSchema,
  adminGlossaryListSchema,
  adminGlossarySchema,
  createFaqInputSchema,
  createGlossaryInputSchema,
  knowledgeActiveInputSchema,
  knowledgeDeletedSchema,
  knowledgeListQuerySchema,
  knowledgeMoveInputSchema,
  updateFaqInputSchema,
  updateGlossaryInputSchema,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  boardStatusInputSchema,
  consoleLanguageInputSchema,
  createStaffInputSchema,
  campaignExportQuerySchema,
  campaignReportQuerySchema,
  campaignReportSchema,
  downloadsStatsSchema,
  erasureInputSchema,
  erasureResultSchema,
  leadExportQuerySchema,
  leadListItemSchema,
  contactDetailSchema,
  contactListQuerySchema,
  contactListSchema,
  leadAssigneeInputSchema,
  leadDetailSchema,
  leadNoteInputSchema,
  leadNoteSchema,
  LEAD_TYPES,
  SALES_LEAD_TYPES,
  leadListQuerySchema,
  leadListSchema,
  leadsPerWeekSchema,
  mergeInputSchema,
  moderatedEntryDetailSchema,
  moderatedEntrySchema,
  moderationPageSchema,
  moderationQuerySchema,
  paymentLeadStatusInputSchema,
  preRegistrationStatsSchema,
  publishInputSchema,
  redactInputSchema,
  rejectInputSchema,
  roadmapLinkInputSchema,
  signInInputSchema,
  signedOutSchema,
  staffActiveInputSchema,
  staffPasswordInputSchema,
  staffRoleInputSchema,
  staffSessionSchema,
  staffUserListSchema,
  staffUserSchema,
  statsQuerySchema,
  webVitalsStatsQuerySchema,
  webVitalsStatsSchema,
  searchMissesReportSchema,
  titleInputSchema,
  visitsStatsSchema,
  type StaffRole,
} from 'contracts';
import type { Services } from '../../services';
import { errorMessages, NotFoundError } from '../../errors';
import { notFound } from '../middleware/error-handler';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import type { ResponseCache } from '../response-cache';
import type { RouteDef } from '../route-def';
import { exportAudit, listAudit } from './handlers/audit';
import { campaignReport, exportCampaigns } from './handlers/campaigns';
import {
  linkEntryRoadmap,
  listModeration,
  mergeEntry,
  moderatedEntry,
  publishEntry,
  redactEntry,
  rejectEntry,
  setEntryStatus,
  setEntryTitle,
} from './handlers/board';
import { contentTypeRoutes } from './handlers/content-type';
import {
  createPixel,
  deletePixel,
  getPixel,
  listPixels,
  setPixelActive,
  updatePixel,
} from './handlers/pixels';
import {
  addSalesMail,
  addWebhook,
  deleteDestination,
  listDeliveries,
  listDestinations,
  pingWebhook,
  renewWebhookSecret,
  resendDelivery,
  setDestinationEnabled,
} from './handlers/routing';
import { faqHandlers as faq, glossaryHandlers as term } from './handlers/knowledge';
import { eraseEmail, exportLeads, listLeads, setSalesLeadStatus } from './handlers/leads';
import {
  addLeadNote,
  assignLead,
  leadContact,
  leadDetail,
  listContacts,
} from './handlers/lead-inbox';
import { currentSession, setConsoleLanguage, signIn, signOut } from './handlers/session';
import {
  changeStaffRole,
  createStaff,
  listStaff,
  resetStaffPassword,
  setStaffActive,
} from './handlers/staff';
import {
  downloadsStats,
  leadsPerWeekStats,
  preRegistrationStats,
  visitsStats,
  webVitalsStats,
  searchMissesReport,
} from './handlers/stats';
import { allowRoles, noStore, requireStaff, sameOriginWrites } from './guards';
import { staffSessions } from './session';

/** Everything of the console's API lives below this path. */
export const ADMIN_PREFIX = '/api/admin';

/**
 * Who a console route is for: the members whose roles work on its area (the
 * console's areas and their roles, contracts' CONSOLE_AREAS: the same roles
 * open the area's pages), or `session`: a member's own session (who is signed
 * in, signing out, the console's language), every member's on every page.
 */
export type AdminRouteArea = ConsoleAreaKey | typeof OWN_SESSION;
const OWN_SESSION = 'session';

/** A row of the table: a route of an area, or signing in (`roles: 'anyone'`, the one route without a session). */
type AdminRouteRow = RouteDef & ({ area: AdminRouteArea } | { roles: 'anyone' });

/**
 * A console route: a row of the route table (documented in OpenAPI the same
 * way) plus who may call it. `roles: 'anyone'` only for signing in; every
 * other route needs a session (401) of one of its area's roles (403).
 */
export interface AdminRouteDef extends RouteDef {
  area?: AdminRouteArea;
  roles: readonly StaffRole[] | 'anyone';
}

/** The roles a route of an area admits: the area's (an area not declared throws, so the table never builds without it). */
export const areaRoles = (area: AdminRouteArea): readonly StaffRole[] =>
  area === OWN_SESSION ? STAFF_ROLES : consoleArea(area).roles;

const withAreaRoles = (row: AdminRouteRow): AdminRouteDef =>
  'area' in row ? { ...row, roles: areaRoles(row.area) } : row;

const idParam = { id: z.uuid().describe('ID (UUID); jede andere ID: 404') };
/** A lead by its kind (the desk's type) and id; any other kind: 404. */
const leadParams = {
  type: z.enum(LEAD_TYPES).describe('Art des Leads (jede andere: 404)'),
  ...idParam,
};
/** A lead that can be assigned (pre-registrations, contact requests). */
const salesLeadParams = {
  type: z.enum(SALES_LEAD_TYPES).describe('payment oder contact (jede andere: 404)'),
  ...idParam,
};

/** Every console route, one line each (read as rows, like routes.ts). */
// prettier-ignore
const rows: readonly AdminRouteRow[] = [
  { method: 'post', path: '/api/admin/sign-in', summary: 'Anmelden (Mitarbeitende)', roles: 'anyone', handler: signIn, request: { body: signInInputSchema }, responses: { 200: staffSessionSchema } },
  { method: 'post', path: '/api/admin/sign-out', summary: 'Abmelden', area: 'session', handler: signOut, responses: { 200: signedOutSchema } },
  { method: 'get', path: '/api/admin/session', summary: 'Angemeldete Person und Sitzungsende', area: 'session', handler: currentSession, responses: { 200: staffSessionSchema } },
  { method: 'post', path: '/api/admin/me/language', summary: 'Sprache der Konsole merken', area: 'session', handler: setConsoleLanguage, request: { body: consoleLanguageInputSchema }, responses: { 200: staffUserSchema } },
  { method: 'get', path: '/api/admin/users', summary: 'Mitarbeitende', area: 'staff', handler: listStaff, responses: { 200: staffUserListSchema } },
  { method: 'post', path: '/api/admin/users', summary: 'Mitarbeitende anlegen', area: 'staff', handler: createStaff, request: { body: createStaffInputSchema }, responses: { 201: staffUserSchema }, errors: [409] },
  { method: 'post', path: '/api/admin/users/:id/role', summary: 'Rolle ändern', area: 'staff', handler: changeStaffRole, request: { params: idParam, body: staffRoleInputSchema }, responses: { 200: staffUserSchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/users/:id/active', summary: 'Deaktivieren / aktivieren', area: 'staff', handler: setStaffActive, request: { params: idParam, body: staffActiveInputSchema }, responses: { 200: staffUserSchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/users/:id/password', summary: 'Passwort zurücksetzen', area: 'staff', handler: resetStaffPassword, request: { params: idParam, body: staffPasswordInputSchema }, responses: { 200: staffUserSchema }, errors: [404, 409] },
  { method: 'get', path: '/api/admin/leads', summary: 'Leads (E-Mails, Voranmeldungen, Feedback, Beratungsanfragen, Newsletter)', area: 'leads', handler: listLeads, request: { query: leadListQuerySchema }, responses: { 200: leadListSchema } },
  { method: 'get', path: '/api/admin/leads/export.csv', summary: 'Leads als CSV (aktueller Filter)', area: 'leads', handler: exportLeads, request: { query: leadExportQuerySchema }, responses: { 200: z.string() }, produces: 'text/csv' },
  { method: 'post', path: '/api/admin/leads/payment/:id/status', summary: 'Status einer Voranmeldung', area: 'leads', handler: setSalesLeadStatus('payment'), request: { params: idParam, body: paymentLeadStatusInputSchema }, responses: { 200: leadListItemSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/leads/contact/:id/status', summary: 'Status einer Beratungsanfrage', area: 'leads', handler: setSalesLeadStatus('contact'), request: { params: idParam, body: paymentLeadStatusInputSchema }, responses: { 200: leadListItemSchema }, errors: [404] },
  { method: 'get', path: '/api/admin/leads/:type/:id', summary: 'Ein Lead: alle Felder, Verlauf (wer, wann), Notizen, Zustellungen an den Vertrieb', area: 'leads', handler: leadDetail, request: { params: leadParams }, responses: { 200: leadDetailSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/leads/:type/:id/notes', summary: 'Notiz zu einem Lead', area: 'leads', handler: addLeadNote, request: { params: leadParams, body: leadNoteInputSchema }, responses: { 201: leadNoteSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/leads/:type/:id/assignee', summary: 'Zuständig für eine Voranmeldung oder Beratungsanfrage (null: niemand)', area: 'leads', handler: assignLead, request: { params: salesLeadParams, body: leadAssigneeInputSchema }, responses: { 200: leadListItemSchema }, errors: [404] },
  { method: 'get', path: '/api/admin/leads/:type/:id/contact', summary: 'Kontakt eines Leads: alle Leads seiner E-Mail-Adresse, älteste zuerst', area: 'leads', handler: leadContact, request: { params: leadParams }, responses: { 200: contactDetailSchema }, errors: [404] },
  { method: 'get', path: '/api/admin/contacts', summary: 'Kontakte: Leads nach E-Mail-Adresse, zuletzt aktive zuerst', area: 'leads', handler: listContacts, request: { query: contactListQuerySchema }, responses: { 200: contactListSchema } },
  { method: 'post', path: '/api/admin/erasures', summary: 'Daten löschen (E-Mail-Adresse)', area: 'leads', handler: eraseEmail, request: { body: erasureInputSchema }, responses: { 200: erasureResultSchema } },
  { method: 'get', path: '/api/admin/stats/visits', summary: 'Besuche pro Tag und Land', area: 'dashboard', handler: visitsStats, request: { query: statsQuerySchema }, responses: { 200: visitsStatsSchema } },
  { method: 'get', path: '/api/admin/stats/downloads', summary: 'Downloads pro E-Book und Kategorie', area: 'dashboard', handler: downloadsStats, request: { query: statsQuerySchema }, responses: { 200: downloadsStatsSchema } },
  { method: 'get', path: '/api/admin/stats/leads', summary: 'Leads pro Woche und Typ', area: 'dashboard', handler: leadsPerWeekStats, request: { query: statsQuerySchema }, responses: { 200: leadsPerWeekSchema } },
  { method: 'get', path: '/api/admin/stats/pre-registrations', summary: 'Voranmeldungen nach Status', area: 'dashboard', handler: preRegistrationStats, request: { query: statsQuerySchema }, responses: { 200: preRegistrationStatsSchema } },
  { method: 'get', path: '/api/admin/stats/campaigns', summary: 'Kampagnen: Besuche, Leads pro Art und Konversion je Kampagne, Quelle und Medium (letzter Kontakt); Trichter einer Kampagne', area: 'campaigns', handler: campaignReport, request: { query: campaignReportQuerySchema }, responses: { 200: campaignReportSchema } },
  { method: 'get', path: '/api/admin/stats/vitals', summary: 'Web Vitals echter Besuche: p75 je Seite und Sprache, Anteile gut/verbesserungswürdig/schlecht je Metrik, p75 einer Metrik pro Tag', area: 'vitals', handler: webVitalsStats, request: { query: webVitalsStatsQuerySchema }, responses: { 200: webVitalsStatsSchema } },
  { method: 'get', path: '/api/admin/stats/search-misses', summary: 'Suchbegriffe ohne Treffer: je Suchbegriff und Sprache gezählt im Zeitraum (ohne Cookie und Kennung), die häufigsten zuerst', area: 'searchMisses', handler: searchMissesReport, request: { query: statsQuerySchema }, responses: { 200: searchMissesReportSchema } },
  { method: 'get', path: '/api/admin/stats/campaigns/export.csv', summary: 'Kampagnen als CSV (aktueller Filter)', area: 'campaigns', handler: exportCampaigns, request: { query: campaignExportQuerySchema }, responses: { 200: z.string() }, produces: 'text/csv' },
  { method: 'get', path: '/api/admin/audit', summary: 'Audit-Log (gefiltert nach Person, Aktion, Art des Datensatzes und Tagen)', area: 'audit', handler: listAudit, request: { query: auditQuerySchema }, responses: { 200: auditPageSchema } },
  { method: 'get', path: '/api/admin/audit/export.csv', summary: 'Audit-Log als CSV (aktueller Filter)', area: 'audit', handler: exportAudit, request: { query: auditExportQuerySchema }, responses: { 200: z.string() }, produces: 'text/csv' },
  { method: 'get', path: '/api/admin/board', summary: 'Ideen-Board: Einträge eines Zustands (Warteschlange: pending)', area: 'board', handler: listModeration, request: { query: moderationQuerySchema }, responses: { 200: moderationPageSchema } },
  { method: 'get', path: '/api/admin/board/:id', summary: 'Ideen-Board: Eintrag mit Verlauf', area: 'board', handler: moderatedEntry, request: { params: idParam }, responses: { 200: moderatedEntryDetailSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/board/:id/publish', summary: 'Ideen-Board: veröffentlichen (optional mit Titel)', area: 'board', handler: publishEntry, request: { params: idParam, body: publishInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/reject', summary: 'Ideen-Board: ablehnen (Grund bleibt intern)', area: 'board', handler: rejectEntry, request: { params: idParam, body: rejectInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/merge', summary: 'Ideen-Board: als Duplikat zusammenführen (Stimmen wandern mit)', area: 'board', handler: mergeEntry, request: { params: idParam, body: mergeInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/title', summary: 'Ideen-Board: Titel setzen oder entfernen', area: 'board', handler: setEntryTitle, request: { params: idParam, body: titleInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/redact', summary: 'Ideen-Board: Text schwärzen (vorher/nachher protokolliert)', area: 'board', handler: redactEntry, request: { params: idParam, body: redactInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/status', summary: 'Ideen-Board: Status setzen', area: 'board', handler: setEntryStatus, request: { params: idParam, body: boardStatusInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'post', path: '/api/admin/board/:id/roadmap', summary: 'Ideen-Board: mit Roadmap-Eintrag verknüpfen (null: lösen)', area: 'board', handler: linkEntryRoadmap, request: { params: idParam, body: roadmapLinkInputSchema }, responses: { 200: moderatedEntrySchema }, errors: [404, 409] },
  { method: 'get', path: '/api/admin/pixels', summary: 'Tracking-Pixel (alle)', area: 'pixels', handler: listPixels, responses: { 200: adminPixelListSchema } },
  { method: 'post', path: '/api/admin/pixels', summary: 'Tracking-Pixel anlegen', area: 'pixels', handler: createPixel, request: { body: createPixelInputSchema }, responses: { 201: adminPixelSchema }, invalidates: 'pixels' },
  { method: 'get', path: '/api/admin/pixels/:id', summary: 'Tracking-Pixel', area: 'pixels', handler: getPixel, request: { params: idParam }, responses: { 200: adminPixelSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/pixels/:id', summary: 'Tracking-Pixel ändern (mit Version; geändert inzwischen: 409)', area: 'pixels', handler: updatePixel, request: { params: idParam, body: updatePixelInputSchema }, responses: { 200: adminPixelSchema }, errors: [404, 409], invalidates: 'pixels' },
  { method: 'post', path: '/api/admin/pixels/:id/active', summary: 'Tracking-Pixel aktivieren / deaktivieren', area: 'pixels', handler: setPixelActive, request: { params: idParam, body: pixelActiveInputSchema }, responses: { 200: adminPixelSchema }, errors: [404, 409], invalidates: 'pixels' },
  { method: 'post', path: '/api/admin/pixels/:id/delete', summary: 'Tracking-Pixel löschen', area: 'pixels', handler: deletePixel, request: { params: idParam }, responses: { 200: pixelDeletedSchema }, errors: [404], invalidates: 'pixels' },
  { method: 'get', path: '/api/admin/faqs', summary: 'FAQs (Suche, Filter; je Gruppe in ihrer Reihenfolge)', area: 'faqs', handler: faq.list, request: { query: knowledgeListQuerySchema }, responses: { 200: adminFaqListSchema } },
  { method: 'post', path: '/api/admin/faqs', summary: 'FAQ anlegen (als letzte ihrer Gruppe)', area: 'faqs', handler: faq.create, request: { body: createFaqInputSchema }, responses: { 201: adminFaqSchema }, invalidates: 'content' },
  { method: 'get', path: '/api/admin/faqs/:id', summary: 'FAQ mit einem Vorschau-Token für die öffentliche FAQ-Seite', area: 'faqs', handler: faq.get, request: { params: idParam }, responses: { 200: adminFaqDetailSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/faqs/:id', summary: 'FAQ ändern (mit Version; geändert inzwischen: 409)', area: 'faqs', handler: faq.update, request: { params: idParam, body: updateFaqInputSchema }, responses: { 200: adminFaqSchema }, errors: [404, 409], invalidates: 'content' },
  { method: 'post', path: '/api/admin/faqs/:id/active', summary: 'FAQ aktivieren / deaktivieren', area: 'faqs', handler: faq.setActive, request: { params: idParam, body: knowledgeActiveInputSchema }, responses: { 200: adminFaqSchema }, errors: [404, 409], invalidates: 'content' },
  { method: 'post', path: '/api/admin/faqs/:id/move', summary: 'FAQ verschieben (nach oben/unten oder an eine Position ihrer Gruppe)', area: 'faqs', handler: faq.move, request: { params: idParam, body: knowledgeMoveInputSchema }, responses: { 200: adminFaqSchema }, errors: [404], invalidates: 'content' },
  { method: 'post', path: '/api/admin/faqs/:id/delete', summary: 'FAQ löschen', area: 'faqs', handler: faq.remove, request: { params: idParam }, responses: { 200: knowledgeDeletedSchema }, errors: [404], invalidates: 'content' },
  { method: 'get', path: '/api/admin/glossary', summary: 'Glossar (Suche, Filter; je Gruppe in ihrer Reihenfolge)', area: 'glossary', handler: term.list, request: { query: knowledgeListQuerySchema }, responses: { 200: adminGlossaryListSchema } },
  { method: 'post', path: '/api/admin/glossary', summary: 'Glossar-Eintrag anlegen (als letzter seiner Gruppe)', area: 'glossary', handler: term.create, request: { body: createGlossaryInputSchema }, responses: { 201: adminGlossarySchema }, invalidates: 'content' },
  { method: 'get', path: '/api/admin/glossary/:id', summary: 'Glossar-Eintrag mit einem Vorschau-Token für das öffentliche Glossar', area: 'glossary', handler: term.get, request: { params: idParam }, responses: { 200: adminGlossaryDetailSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/glossary/:id', summary: 'Glossar-Eintrag ändern (mit Version; geändert inzwischen: 409)', area: 'glossary', handler: term.update, request: { params: idParam, body: updateGlossaryInputSchema }, responses: { 200: adminGlossarySchema }, errors: [404, 409], invalidates: 'content' },
  { method: 'post', path: '/api/admin/glossary/:id/active', summary: 'Glossar-Eintrag aktivieren / deaktivieren', area: 'glossary', handler: term.setActive, request: { params: idParam, body: knowledgeActiveInputSchema }, responses: { 200: adminGlossarySchema }, errors: [404, 409], invalidates: 'content' },
  { method: 'post', path: '/api/admin/glossary/:id/delete', summary: 'Glossar-Eintrag löschen', area: 'glossary', handler: term.remove, request: { params: idParam }, responses: { 200: knowledgeDeletedSchema }, errors: [404], invalidates: 'content' },
  ...contentTypeRoutes(roadmapItemType, { idParam, service: ({ admin }) => admin.roadmap }),
  { method: 'get', path: '/api/admin/routing/destinations', summary: 'Weiterleitung: Webhooks und Vertriebs-Mails mit Regeln', area: 'routing', handler: listDestinations, responses: { 200: destinationListSchema } },
  { method: 'post', path: '/api/admin/routing/webhooks', summary: 'Weiterleitung: Webhook hinzufügen (Antwort zeigt den Schlüssel einmal)', area: 'routing', handler: addWebhook, request: { body: webhookInputSchema }, responses: { 201: webhookSecretSchema } },
  { method: 'post', path: '/api/admin/routing/mails', summary: 'Weiterleitung: Vertriebs-Mail hinzufügen', area: 'routing', handler: addSalesMail, request: { body: salesMailInputSchema }, responses: { 201: adminDestinationSchema } },
  { method: 'post', path: '/api/admin/routing/destinations/:id/secret', summary: 'Weiterleitung: Schlüssel erneuern (der alte signiert 24 h mit)', area: 'routing', handler: renewWebhookSecret, request: { params: idParam }, responses: { 200: webhookSecretSchema }, errors: [400, 404] },
  { method: 'post', path: '/api/admin/routing/destinations/:id/enabled', summary: 'Weiterleitung: Ziel ein- / ausschalten', area: 'routing', handler: setDestinationEnabled, request: { params: idParam, body: destinationEnabledInputSchema }, responses: { 200: adminDestinationSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/routing/destinations/:id/delete', summary: 'Weiterleitung: Ziel löschen (Wartendes entfällt)', area: 'routing', handler: deleteDestination, request: { params: idParam }, responses: { 200: destinationDeletedSchema }, errors: [404] },
  { method: 'post', path: '/api/admin/routing/destinations/:id/ping', summary: 'Weiterleitung: Testereignis senden (ping)', area: 'routing', handler: pingWebhook, request: { params: idParam }, responses: { 202: deliveryQueuedSchema }, errors: [400, 404] },
  { method: 'get', path: '/api/admin/routing/deliveries', summary: 'Zustellungen: jeder Versuch (Ereignis, Ziel, Zeit, Code, Dauer, Fehler)', area: 'routing', handler: listDeliveries, request: { query: deliveryListQuerySchema }, responses: { 200: deliveryListSchema } },
  { method: 'post', path: '/api/admin/routing/deliveries/:id/resend', summary: 'Zustellungen: erneut senden (gleiche webhook-id, neu signiert)', area: 'routing', handler: resendDelivery, request: { params: idParam }, responses: { 202: deliveryQueuedSchema }, errors: [404] },
  ...contentTypeRoutes(ebookType, { idParam, service: ({ admin }) => admin.ebooks }),
  ...contentTypeRoutes(productType, { idParam, service: ({ admin }) => admin.products }),
  ...contentTypeRoutes(testimonialType, { idParam, service: ({ admin }) => admin.testimonials }),
];

/**
 * The statuses every console route can answer besides its own: 401 without a
 * session, 403 for a role it does not list or a foreign origin on a write,
 * 429 for throttled sign-ins.
 */
function withConsoleErrors(route: AdminRouteDef): AdminRouteDef {
  const errors = new Set(route.errors ?? []);
  if (route.roles === 'anyone') errors.add(429).add(401);
  else errors.add(401).add(403);
  if (route.method === 'post') errors.add(403);
  return { ...route, errors: [...errors].sort((a, b) => a - b) };
}

export const adminRouteTable: readonly AdminRouteDef[] = rows.map((row) =>
  withConsoleErrors(withAreaRoles(row)),
);

export interface AdminRouterOptions {
  /** Run before every write (rate limit, body parsing), as for the public writes. */
  writeGuards: RequestHandler[];
  /** Origins a state-changing request may come from besides the same origin (PUBLIC_ORIGIN). */
  allowedOrigins: readonly string[];
  /** The public answers' cache: a console write drops what it changed (route's `invalidates`). */
  cache: ResponseCache;
}

/**
 * A path naming no record the route could have (an id that is no UUID) is a
 * path that does not exist: 404 before any handler or query. A database
 * whose comparison ignores trailing bytes (MariaDB and a NUL) must never
 * find a record by a near miss.
 */
function knownPathParams(params: Record<string, z.ZodType>): RequestHandler {
  return (req, _res, next) => {
    const valid = Object.entries(params).every(
      ([name, schema]) => schema.safeParse(req.params[name]).success,
    );
    next(valid ? undefined : new NotFoundError(errorMessages.notFound));
  };
}

/**
 * The console's router. Below /api/admin every answer is no-store and every
 * request, existing path or not, needs a valid session (401) — except
 * signing in; then the CSRF check on writes (403), the route's roles (403).
 * Signed in, a method a path does not have gets 405 with Allow.
 */
export function adminRoutes(services: Services, options: AdminRouterOptions): Router {
  const r = Router();
  // Any other path leaves the router at once: the public hot path does not
  // pay for matching the console's route layers (over a hundred) on every
  // request. Case-insensitive, as Express matches the prefix below.
  r.use((req, _res, next) =>
    next(req.path.toLowerCase().startsWith(ADMIN_PREFIX) ? undefined : 'router'),
  );
  const signedIn = requireStaff(services.admin);
  const sameOrigin = sameOriginWrites(options.allowedOrigins);
  r.use(ADMIN_PREFIX, noStore, staffSessions(services.admin));
  const methodsByPath = new Map<string, RouteDef['method'][]>();
  for (const route of adminRouteTable) {
    const chain: RequestHandler[] =
      route.roles === 'anyone' ? [sameOrigin] : [signedIn, sameOrigin, allowRoles(route.roles)];
    if (route.request?.params) chain.push(knownPathParams(route.request.params));
    if (route.method === 'post') chain.push(...options.writeGuards);
    if (route.invalidates) chain.push(options.cache.invalidateOnSuccess(route.invalidates));
    r[route.method](route.path, ...chain, route.handler(services));
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
  }
  // Which paths and methods exist is nobody's business before signing in:
  // then another method on a path is 405 (as on the public API), any other path 404.
  for (const [path, methods] of methodsByPath) r.all(path, signedIn, methodNotAllowed(methods));
  r.use(ADMIN_PREFIX, signedIn, notFound);
  return r;
}
