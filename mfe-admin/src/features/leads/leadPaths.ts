import { consolePage, type LeadType } from 'contracts/admin';

/**
 * The lead inbox's pages (contracts' CONSOLE_AREAS: a lead, its contact)
 * and the API paths they read. A contact is reached through one of its
 * leads: no address ever stands in a URL (or a server's access log).
 */
export const leadPage = (type: LeadType, id: string) =>
  consolePage('lead').path.replace(':type', type).replace(':id', encodeURIComponent(id));

export const contactPage = (type: LeadType, id: string) =>
  consolePage('contact').path.replace(':type', type).replace(':id', encodeURIComponent(id));

export const leadApiPath = (type: string, id: string) =>
  `/api/admin/leads/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

export const contactApiPath = (type: string, id: string) => `${leadApiPath(type, id)}/contact`;
