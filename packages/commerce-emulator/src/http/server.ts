import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Database from 'better-sqlite3';
import type { GraphQLSchema } from 'graphql';
import { CatalogueStore } from '../store/catalogueStore.js';
import { CartStore } from '../store/cartStore.js';
import { GraphQLHandler } from './graphqlHandler.js';
import { MediaServer } from './media.js';
import { AnalyticsSink } from './analytics.js';
import { checkoutPage } from './checkoutPage.js';
import { corsHeaders, HttpError, readBody, sendHtml, sendJson } from './respond.js';

export interface ServerDeps {
  db: Database.Database;
  schema: GraphQLSchema;
  token: string;
  imageDir: string;
  videoDir: string;
  log: boolean;
}

const GRAPHQL_PATH = /^\/api\/([A-Za-z0-9-]+)\/graphql(\.json)?$/;

/** The HTTP server; `origin` is filled in once the port is known. */
export function createEmulatorServer(deps: ServerDeps): { server: Server; setOrigin(origin: string): void } {
  const catalogue = new CatalogueStore(deps.db);
  const carts = new CartStore(deps.db);
  const media = new MediaServer(deps.imageDir, deps.videoDir);
  const analytics = new AnalyticsSink(deps.db);
  const context = { catalogue, carts, origin: '' };
  const graphql = new GraphQLHandler(deps.schema, deps.token, context);

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, cors: Record<string, string>) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (GRAPHQL_PATH.test(url.pathname)) {
      if (method !== 'POST') throw new HttpError(405, 'The Storefront API takes POST requests with a GraphQL query.');
      await graphql.handle(req, res, cors);
      return;
    }
    const image = /^\/cdn\/shop\/files\/([^/]+)\.(jpg|jpeg|png|webp)$/.exec(url.pathname);
    if (image?.[1] && (method === 'GET' || method === 'HEAD')) {
      await media.image(req, res, image[1], url.searchParams, cors);
      return;
    }
    const video = /^\/cdn\/shop\/videos\/([^/]+)$/.exec(url.pathname);
    if (video?.[1] && (method === 'GET' || method === 'HEAD')) {
      media.video(req, res, video[1], cors);
      return;
    }
    if (url.pathname === '/.well-known/shopify/monorail/unstable/produce_batch' && method === 'POST') {
      sendJson(res, 200, analytics.record(await readBody(req)), cors);
      return;
    }
    if (url.pathname === '/__emulator/analytics') {
      if (method === 'GET') return sendJson(res, 200, analytics.events(), cors);
      if (method === 'DELETE') {
        analytics.reset();
        res.writeHead(204, cors);
        res.end();
        return;
      }
    }
    const checkout = /^\/checkouts\/cn\/([A-Za-z0-9-]+)$/.exec(url.pathname);
    if (checkout?.[1] && method === 'GET') {
      const lang = url.searchParams.get('locale')?.startsWith('en') ? 'en' : 'fr';
      // Prices follow the cart's own market; only the page language comes from the URL.
      const page = checkoutPage({ ...context, lang, country: 'FR', currency: 'EUR' }, checkout[1]);
      sendHtml(res, page.status, page.html);
      return;
    }
    if (url.pathname === '/' && method === 'GET') {
      sendJson(res, 200, {
        name: 'Atelier Treize commerce emulator',
        graphql: `${context.origin}/api/2023-10/graphql.json`,
        analytics: `${context.origin}/__emulator/analytics`,
      });
      return;
    }
    throw new HttpError(404, `Nothing at ${method} ${url.pathname}. The Storefront API is POST /api/{version}/graphql.json.`);
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    const cors = corsHeaders(req);
    const url = new URL(req.url ?? '/', 'http://emulator');
    route(req, res, url, cors)
      .catch((error: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (error instanceof HttpError) sendJson(res, error.status, error.body ?? { errors: error.message }, cors);
        else {
          console.error(error);
          sendJson(res, 500, { errors: 'The commerce emulator failed on this request; see its console.' }, cors);
        }
      })
      .finally(() => {
        if (deps.log) console.log(`${req.method} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`);
      });
  });
  return { server, setOrigin: (origin) => (context.origin = origin) };
}
