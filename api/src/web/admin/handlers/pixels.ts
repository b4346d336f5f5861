import type { RequestHandler } from 'express';
import { createPixelInputSchema, pixelActiveInputSchema, updatePixelInputSchema } from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listPixels =
  ({ admin }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await admin.pixels.list());
  };

export const getPixel =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.pixels.get(String(req.params.id)));
  };

export const createPixel =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createPixelInputSchema, req.body);
    res.status(201).json(await admin.pixels.create(actorOf(req, res), input));
  };

export const updatePixel =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(updatePixelInputSchema, req.body);
    res.json(await admin.pixels.update(actorOf(req, res), String(req.params.id), input));
  };

export const setPixelActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(pixelActiveInputSchema, req.body);
    res.json(await admin.pixels.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const deletePixel =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.pixels.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
