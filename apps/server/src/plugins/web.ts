import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, FRAME_SLOTS, firstFrame, LANGUAGE_COOKIE, LANGUAGES, type PublicBrand } from '@portal/contract';
import { escapeHtml } from '../lib/html';

const API_PREFIXES = ['/api-portal/', '/api/', '/api-operator/', '/partner/', '/api-docs/', '/socket.io/'];

/**
 * A nonce per page load, for the inline styles the web app writes (Mantine's and the brand theme's `<style>`): the CSP
 * allows those and no other. Set before the security headers are written, read by them and by the page.
 */
const nonces = new WeakMap<ServerResponse, string>();
export function setCspNonce(res: ServerResponse): void {
  nonces.set(res, randomBytes(16).toString('base64'));
}
export const cspNonce = (res: ServerResponse): string | undefined => nonces.get(res);

export function webDistDir(configured?: string): string {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = ['../../web/dist', '../../../web/dist'].map((rel) => path.resolve(here, rel));
  return candidates.find((d) => fs.existsSync(d)) ?? candidates[0]!;
}

/** The language a page is sent in: the one the web app last stored in its cookie, else the default. */
export function pageLanguage(cookieHeader: string | undefined): string {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  const chosen = match?.[1]?.trim();
  return chosen && (LANGUAGES as readonly string[]).includes(chosen) ? chosen : DEFAULT_LANGUAGE;
}

/**
 * index.html as sent for `url`: its #root holds the first frame prerendered by the build (dist/frames.json), in the
 * page's language and with `brand`'s fields, so that the page is painted before its script has run. A build without
 * frames sends the page as it is.
 */
export function pageWithFrame(page: string, frames: Record<string, string>, o: { url: string; language: string; brand: PublicBrand }) {
  const frame = frames[`${firstFrame(o.url.split('?')[0]!)}.${o.language}`];
  if (!frame) return page;
  const filled = frame
    .replaceAll(FRAME_SLOTS.name, escapeHtml(o.brand.name))
    .replaceAll(FRAME_SLOTS.productTitle, escapeHtml(o.brand.productTitle))
    .replaceAll(FRAME_SLOTS.logoSvg, escapeHtml(encodeURIComponent(o.brand.logoSvg)));
  return page
    .replace('<html lang="en"', `<html lang="${o.language}"`)
    .replace('<div id="root"></div>', () => `<div id="root">${filled}</div>`);
}

/** Serves the built web app; any other GET that accepts HTML gets index.html (SPA fallback). */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dir: string }) => {
  const index = path.join(opts.dir, 'index.html');
  const hasBuild = fs.existsSync(index);
  // the build marks its tags and its csp-nonce meta with a placeholder nonce (vite.config.ts, html.cspNonce)
  const page = hasBuild ? fs.readFileSync(index, 'utf8') : '';
  const framesFile = path.join(opts.dir, 'frames.json');
  const frames = fs.existsSync(framesFile) ? (JSON.parse(fs.readFileSync(framesFile, 'utf8')) as Record<string, string>) : {};
  if (hasBuild) {
    // Hashed assets never change under their name: a year, immutable. Anything else (favicon,
    // robots.txt) is revalidated. The build writes .br and .gz copies that are sent when accepted.
    await app.register(fastifyStatic, {
      root: opts.dir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => {
        const hashed = file.startsWith(path.join(opts.dir, 'assets') + path.sep);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (!isApi && req.method === 'GET' && hasBuild && (req.headers.accept ?? '').includes('text/html')) {
      const nonce = cspNonce(reply.raw) ?? '';
      const brand = app.ctx.brands.toPublic(app.ctx.brands.forHost(req.headers.host));
      const framed = pageWithFrame(page, frames, { url: req.url, language: pageLanguage(req.headers.cookie), brand });
      return (
        reply
          .header('cache-control', 'no-cache')
          // the page's frame follows the language cookie
          .header('vary', 'cookie')
          .type('text/html')
          .send(framed.replace(/ nonce="[^"]*"/g, () => ` nonce="${nonce}"`))
      );
    }
    return reply.code(404).send({ error: 'not_found', message: 'not found' });
  });
});
