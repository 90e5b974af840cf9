import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Database from 'better-sqlite3';
import type { GraphQLSchema } from 'graphql';
import { CatalogueStore } from '../store/catalogueStore.js';
import { CartStore } from '../store/cartStore.js';
import { CustomerStore } from '../store/customerStore.js';
import { OrderStore } from '../store/orderStore.js';
import { GraphQLHandler } from './graphqlHandler.js';
import { resolveApiVersion, type ServedApiVersion } from '../graphql/apiVersions.js';
import { MediaServer } from './media.js';
import { AnalyticsSink } from './analytics.js';
import { checkoutLang, checkoutPage, orderPage, payCheckout } from './checkoutPage.js';
import { inviteCustomer } from '../graphql/resolvers/customerMutations.js';
import { storefrontOriginOf } from '../graphql/accountLinks.js';
import { marketCountry } from '../graphql/context.js';
import { corsHeaders, HttpError, readBody, sendHtml, sendJson } from './respond.js';

export interface ServerDeps {
  db: Database.Database;
  /** The schema (resolvers attached) of a served Storefront API version. */
  schemaFor(version: ServedApiVersion): GraphQLSchema;
  token: string;
  imageDir: string;
  videoDir: string;
  log: boolean;
  /** Where account e-mails link when a call does not name the storefront (see `accountLinks.ts`). */
  storefrontOrigin?: string;
}

const GRAPHQL_PATH = /^\/api\/([A-Za-z0-9-]+)\/graphql(\.json)?$/;

/** The HTTP server; `origin` is filled in once the port is known. */
export function createEmulatorServer(deps: ServerDeps): {
  server: Server;
  setOrigin(origin: string): void;
} {
  const catalogue = new CatalogueStore(deps.db);
  const carts = new CartStore(deps.db);
  const media = new MediaServer(deps.imageDir, deps.videoDir);
  const analytics = new AnalyticsSink(deps.db);
  const customers = new CustomerStore(deps.db);
  const orders = new OrderStore(deps.db);
  const context = {
    catalogue,
    carts,
    customers,
    orders,
    origin: '',
    storefrontOrigin: deps.storefrontOrigin,
  };
  // One handler (and document cache) per served version, made on the first request for it.
  const handlers = new Map<ServedApiVersion, GraphQLHandler>();
  const graphqlFor = (version: ServedApiVersion) => {
    let handler = handlers.get(version);
    if (!handler) {
      handler = new GraphQLHandler(deps.schemaFor(version), deps.token, context);
      handlers.set(version, handler);
    }
    return handler;
  };

  async function route(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    cors: Record<string, string>,
  ) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const graphqlPath = GRAPHQL_PATH.exec(url.pathname);
    if (graphqlPath?.[1]) {
      // Shopify: a malformed version is not found; a version it does not serve falls forward.
      const version = resolveApiVersion(graphqlPath[1]);
      if (!version)
        throw new HttpError(
          404,
          `Not Found: "${graphqlPath[1]}" is not a Storefront API version. Use YYYY-MM (a quarter: 01, 04, 07, 10) or unstable, as in /api/2023-10/graphql.json.`,
        );
      if (method !== 'POST')
        throw new HttpError(405, 'The Storefront API takes POST requests with a GraphQL query.');
      await graphqlFor(version).handle(req, res, { ...cors, 'X-Shopify-API-Version': version });
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
    if (
      url.pathname === '/.well-known/shopify/monorail/unstable/produce_batch' &&
      method === 'POST'
    ) {
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
    if (checkout?.[1] && (method === 'GET' || method === 'POST')) {
      const token = checkout[1];
      if (method === 'GET') {
        const lang = checkoutLang(
          url.searchParams.get('locale'),
          carts.findByToken(token)?.buyerIdentity.countryCode,
        );
        const page = checkoutPage({ ...context, lang, country: 'FR', currency: 'EUR' }, token);
        sendHtml(res, page.status, page.html);
        return;
      }
      const fields = new URLSearchParams(await readBody(req));
      const lang = checkoutLang(
        fields.get('locale'),
        carts.findByToken(token)?.buyerIdentity.countryCode,
      );
      const result = payCheckout(
        { ...context, lang, country: 'FR', currency: 'EUR' },
        token,
        fields,
      );
      if (result.location) {
        res.writeHead(303, { Location: result.location });
        res.end();
      } else sendHtml(res, result.status, result.html ?? '');
      return;
    }
    const order = /^\/orders\/(\d+)\/([a-f0-9]+)$/.exec(url.pathname);
    if (order?.[1] && order[2] && method === 'GET') {
      const page = orderPage(
        { ...context, lang: 'fr', country: 'FR', currency: 'EUR' },
        orders.find(Number(order[1])),
        order[2],
      );
      sendHtml(res, page.status, page.html);
      return;
    }
    if (url.pathname === '/__emulator/outbox') {
      if (method === 'GET') return sendJson(res, 200, customers.outbox(), cors);
      if (method === 'DELETE') {
        customers.clearOutbox();
        res.writeHead(204, cors);
        res.end();
        return;
      }
    }
    if (url.pathname === '/__emulator/customers/invite' && method === 'POST') {
      let input: unknown;
      try {
        input = JSON.parse(await readBody(req));
      } catch {
        throw new HttpError(
          400,
          'Send a JSON body {"email": "...", "firstName": "...", "lastName": "..."}.',
        );
      }
      const email = (input as { email?: unknown } | null)?.email;
      if (typeof email !== 'string')
        throw new HttpError(400, 'The JSON body needs an "email" string.');
      const { firstName, lastName, language, country } = input as Record<string, unknown>;
      const lang = typeof language === 'string' && language.toLowerCase() === 'en' ? 'en' : 'fr';
      const result = inviteCustomer(
        {
          ...context,
          storefrontOrigin: storefrontOriginOf(req) ?? context.storefrontOrigin,
          lang,
          country: marketCountry(typeof country === 'string' ? country.toUpperCase() : null),
        },
        {
          email,
          firstName: typeof firstName === 'string' ? firstName : undefined,
          lastName: typeof lastName === 'string' ? lastName : undefined,
        },
      );
      if ('errors' in result) sendJson(res, 422, { errors: result.errors }, cors);
      else sendJson(res, 201, result, cors);
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
    throw new HttpError(
      404,
      `Nothing at ${method} ${url.pathname}. The Storefront API is POST /api/{version}/graphql.json.`,
    );
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
        if (error instanceof HttpError)
          sendJson(res, error.status, error.body ?? { errors: error.message }, cors);
        else {
          console.error(error);
          sendJson(
            res,
            500,
            { errors: 'The commerce emulator failed on this request; see its console.' },
            cors,
          );
        }
      })
      .finally(() => {
        if (deps.log)
          console.log(
            `${req.method} ${url.pathname} ${res.statusCode} ${(performance.now() - started).toFixed(1)}ms`,
          );
      });
  });
  return { server, setOrigin: (origin) => (context.origin = origin) };
}
