import type { RequestHandler } from 'express';
import {
  deliveryListQuerySchema,
  destinationEnabledInputSchema,
  salesMailInputSchema,
  webhookInputSchema,
} from 'contracts';
import type { Services } from '../../../services';
import { parseWith } from '../../validate';
import { actorOf } from '../guards';

/** 'Weiterleitung': destinations, keys, deliveries (admin). */
export const listDestinations =
  ({ admin }: Services): RequestHandler =>
  async (_req, res) => {
    res.json({ items: await admin.routing.list() });
  };

export const addWebhook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(webhookInputSchema, req.body);
    res.status(201).json(await admin.routing.addWebhook(actorOf(req, res), input));
  };

export const addSalesMail =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const input = parseWith(salesMailInputSchema, req.body);
    res.status(201).json(await admin.routing.addSalesMail(actorOf(req, res), input));
  };

export const renewWebhookSecret =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.json(await admin.routing.renewSecret(actorOf(req, res), String(req.params.id)));
  };

export const setDestinationEnabled =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const { enabled } = parseWith(destinationEnabledInputSchema, req.body);
    res.json(await admin.routing.setEnabled(actorOf(req, res), String(req.params.id), enabled));
  };

export const deleteDestination =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    await admin.routing.remove(actorOf(req, res), String(req.params.id));
    res.json({ deleted: true });
  };

export const pingWebhook =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.status(202).json(await admin.routing.ping(String(req.params.id)));
  };

export const listDeliveries =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    const query = parseWith(deliveryListQuerySchema, req.query);
    res.json({ items: await admin.routing.deliveries(query) });
  };

export const resendDelivery =
  ({ admin }: Services): RequestHandler =>
  async (req, res) => {
    res.status(202).json(await admin.routing.resend(actorOf(req, res), String(req.params.id)));
  };
