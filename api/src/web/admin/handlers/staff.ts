import type { RequestHandler } from 'express';
import {
  createStaffInputSchema,
  staffActiveInputSchema,
  staffPasswordInputSchema,
  staffRoleInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listStaff =
  ({ admin }: Services): RequestHandler =>
  async (_req, res) => {
    res.json(await admin.staff.list());
  };

export const createStaff =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createStaffInputSchema, req.body);
    res.status(201).json(await admin.staff.create(actorOf(req, res), input));
  };

export const changeStaffRole =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { role } = parseWith(staffRoleInputSchema, req.body);
    res.json(await admin.staff.changeRole(actorOf(req, res), String(req.params.id), role));
  };

export const setStaffActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(staffActiveInputSchema, req.body);
    res.json(await admin.staff.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const resetStaffPassword =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { password } = parseWith(staffPasswordInputSchema, req.body);
    const actor = actorOf(req, res);
    const id = String(req.params.id);
    // Resetting one's own password keeps this session; every other one ends.
    const keep = id === actor.user.id ? req.sessionID : undefined;
    res.json(await admin.staff.resetPassword(actor, id, password, keep));
  };
