import type { RequestHandler } from 'express';
import {
  createRoadmapItemInputSchema,
  roadmapItemActiveInputSchema,
  updateRoadmapItemInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listRoadmapItems =
  ({ admin }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await admin.roadmap.list());
  };

export const getRoadmapItem =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.roadmap.get(String(req.params.id)));
  };

export const createRoadmapItem =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createRoadmapItemInputSchema, req.body);
    res.status(201).json(await admin.roadmap.create(actorOf(req, res), input));
  };

export const updateRoadmapItem =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(updateRoadmapItemInputSchema, req.body);
    res.json(await admin.roadmap.update(actorOf(req, res), String(req.params.id), input));
  };

export const setRoadmapItemActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(roadmapItemActiveInputSchema, req.body);
    res.json(await admin.roadmap.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const deleteRoadmapItem =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.roadmap.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
