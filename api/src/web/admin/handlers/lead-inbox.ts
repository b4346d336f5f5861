import type { RequestHandler } from 'express';
import {
  contactListQuerySchema,
  leadAssigneeInputSchema,
  leadNoteInputSchema,
  type LeadType,
  type SalesLeadType,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

/** The path's kind of lead (the route's params schema let only a known one through). */
const typeOf = (req: { params: Record<string, unknown> }) => String(req.params.type) as LeadType;
const idOf = (req: { params: Record<string, unknown> }) => String(req.params.id);

export const leadDetail =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.leadInbox.detail(typeOf(req), idOf(req)));
  };

export const addLeadNote =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(leadNoteInputSchema, req.body);
    res
      .status(201)
      .json(await admin.leadInbox.addNote(actorOf(req, res), typeOf(req), idOf(req), input));
  };

export const assignLead =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(leadAssigneeInputSchema, req.body);
    const type = typeOf(req) as SalesLeadType;
    res.json(await admin.leadInbox.assign(actorOf(req, res), type, idOf(req), input));
  };

export const leadContact =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.leadInbox.contact(typeOf(req), idOf(req)));
  };

export const listContacts =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.leadInbox.contacts(parseWith(contactListQuerySchema, req.query)));
  };
