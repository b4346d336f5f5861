import type { LeadType } from 'contracts';

/**
 * The table each kind of lead is stored in, once: the desk lists them, the
 * dashboard counts them (every kind in every lead figure).
 */
export const LEAD_TABLES: Readonly<Record<LeadType, string>> = {
  email: 'email_captures',
  payment: 'payment_leads',
  feedback: 'customer_feedback',
  contact: 'contact_requests',
  newsletter: 'newsletter_subscriptions',
};
