/** Who a page view or download is counted for (services/cookieless-visitors.ts decides). */
export interface CountedVisitor {
  /** What `visitor_id` stores: the id of the `visitor_id` cookie, or today's cookieless key. */
  visitorId: string;
  /** The cookie's id (sent with Statistik consent) is answered back; a cookieless key never is. */
  consented: boolean;
  /** Cookieless only: the row's id for this event today, so a repeat today is not stored again. */
  dailyEventId?: string;
}

/** The visitor id an answer shows: only the one the visitor sent. */
export const answeredVisitorId = (visitor: CountedVisitor): string | null =>
  visitor.consented ? visitor.visitorId : null;
