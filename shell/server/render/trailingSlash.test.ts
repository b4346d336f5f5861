/**
 * @jest-environment node
 */
import express from 'express';
import request from 'supertest';
import { withoutTrailingSlash } from './trailingSlash';

const app = express()
  .get('/{*path}', withoutTrailingSlash())
  .get('/{*path}', (req, res) => res.send(`page ${req.path}`));

describe('one URL per page', () => {
  it('answers a page under a trailing slash with 301 to the URL without it, query kept', async () => {
    const res = await request(app).get('/de_DE/cookie-einstellungen/?return=%2Fde_DE%2Froadmap');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/de_DE/cookie-einstellungen?return=%2Fde_DE%2Froadmap');
  });

  it('redirects the locale home and repeated slashes to one URL', async () => {
    expect((await request(app).get('/es_ES/')).headers.location).toBe('/es_ES');
    expect((await request(app).get('/de_DE/roadmap///')).headers.location).toBe('/de_DE/roadmap');
  });

  it('never redirects off the site (a path that starts with two slashes)', async () => {
    const res = await request(app).get('//elsewhere.example/');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/elsewhere.example');
  });

  it('serves the site root and pages without a trailing slash as they are', async () => {
    expect((await request(app).get('/')).text).toBe('page /');
    expect((await request(app).get('/de_DE/roadmap')).text).toBe('page /de_DE/roadmap');
  });
});
