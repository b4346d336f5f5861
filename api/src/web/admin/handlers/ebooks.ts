import type { RequestHandler } from 'express';
import {
  adminEbookQuerySchema,
  createEbookInputSchema,
  ebookActiveInputSchema,
  updateEbookInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listEbooks =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.ebooks.list(parseWith(adminEbookQuerySchema, req.query)));
  };

export const getEbook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.ebooks.get(String(req.params.id)));
  };

export const createEbook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createEbookInputSchema, req.body);
    res.status(201).json(await admin.ebooks.create(actorOf(req, res), input));
  };

export const updateEbook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(updateEbookInputSchema, req.body);
    res.json(await admin.ebooks.update(actorOf(req, res), String(req.params.id), input));
  };

export const setEbookActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(ebookActiveInputSchema, req.body);
    res.json(await admin.ebooks.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const deleteEbook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.ebooks.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
