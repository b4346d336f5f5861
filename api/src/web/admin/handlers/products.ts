import type { RequestHandler } from 'express';
import {
  adminProductQuerySchema,
  createProductInputSchema,
  productActiveInputSchema,
  updateProductInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listProducts =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.products.list(parseWith(adminProductQuerySchema, req.query)));
  };

export const getProduct =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.products.get(String(req.params.id)));
  };

export const createProduct =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createProductInputSchema, req.body);
    res.status(201).json(await admin.products.create(actorOf(req, res), input));
  };

export const updateProduct =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(updateProductInputSchema, req.body);
    res.json(await admin.products.update(actorOf(req, res), String(req.params.id), input));
  };

export const setProductActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(productActiveInputSchema, req.body);
    res.json(await admin.products.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const deleteProduct =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.products.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
