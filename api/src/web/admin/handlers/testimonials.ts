import type { RequestHandler } from 'express';
import {
  adminTestimonialQuerySchema,
  createTestimonialInputSchema,
  testimonialActiveInputSchema,
  updateTestimonialInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

export const listTestimonials =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.testimonials.list(parseWith(adminTestimonialQuerySchema, req.query)));
  };

export const getTestimonial =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.testimonials.get(String(req.params.id)));
  };

export const createTestimonial =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(createTestimonialInputSchema, req.body);
    res.status(201).json(await admin.testimonials.create(actorOf(req, res), input));
  };

export const updateTestimonial =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(updateTestimonialInputSchema, req.body);
    res.json(await admin.testimonials.update(actorOf(req, res), String(req.params.id), input));
  };

export const setTestimonialActive =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { active } = parseWith(testimonialActiveInputSchema, req.body);
    res.json(await admin.testimonials.setActive(actorOf(req, res), String(req.params.id), active));
  };

export const deleteTestimonial =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.testimonials.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };
