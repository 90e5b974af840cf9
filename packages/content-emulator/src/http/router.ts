import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleDoc } from './doc.js';
import { badRequest, datasetNotFound, HttpError, routeNotFound } from './errors.js';
import { handleImage } from './images.js';
import { corsHeaders, sendJson } from './io.js';
import { handleActions } from './actions.js';
import { handleHistory } from './history.js';
import { handleListen } from './listen.js';
import { handleLiveEvents } from './live.js';
import { handleMutate } from './mutate.js';
import { handleQuery, type ApiContext } from './query.js';
import { handleStudioEndpoint } from './studio.js';
import { handleImageUpload } from './upload.js';

export interface RouterContext extends ApiContext {
  assetsDir: string;
  log: boolean;
}

const DATA_PATH =
  /^\/v(1|X|\d{4}-\d{2}-\d{2})\/data\/(query|doc|mutate|listen|actions|history)\/([^/]+)(?:\/(.+))?$/;
const LIVE_EVENTS_PATH = /^\/v(?:X|\d{4}-\d{2}-\d{2})\/data\/live\/events\/([^/]+)$/;
const UPLOAD_PATH = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})\/assets\/images\/([^/]+)$/;
const VERSIONED = /^\/v(?:1|X|\d{4}-\d{2}-\d{2})(\/.*)$/;
const ANY_VERSION = /^\/v([^/]*)\/data\//;
const IMAGE_PATH = /^\/images\/([^/]+)\/([^/]+)\/([^/]+)$/;

function checkMethod(request: IncomingMessage, allowed: string[]): void {
  if (!allowed.includes(request.method ?? 'GET')) {
    const message = `Method ${request.method} is not allowed here: use ${allowed.join(' or ')}`;
    throw new HttpError(405, { error: 'Method Not Allowed', message, statusCode: 405 }, message);
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  context: RouterContext,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://emulator.local');
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders(request));
    response.end();
    return;
  }
  const data = DATA_PATH.exec(url.pathname);
  if (data) {
    const [, apiVersion = 'X', operation, dataset = '', rest] = data;
    if (dataset !== context.dataset)
      throw datasetNotFound(
        dataset,
        String(request.headers['x-sanity-project-id'] ?? context.projectId),
      );
    if (operation === 'query') {
      checkMethod(request, ['GET', 'HEAD', 'POST']);
      await handleQuery(request, response, url, apiVersion, context);
    } else if (operation === 'doc') {
      checkMethod(request, ['GET', 'HEAD']);
      handleDoc(request, response, rest ?? '', context);
    } else if (operation === 'listen') {
      checkMethod(request, ['GET']);
      await handleListen(request, response, url, context);
    } else if (operation === 'actions') {
      checkMethod(request, ['POST']);
      await handleActions(request, response, url, context);
    } else if (operation === 'history') {
      checkMethod(request, ['GET']);
      handleHistory(request, response, url, rest ?? '', context);
    } else {
      checkMethod(request, ['POST']);
      await handleMutate(request, response, url, context);
    }
    return;
  }
  const live = LIVE_EVENTS_PATH.exec(url.pathname);
  if (live) {
    checkMethod(request, ['GET']);
    if (live[1] !== context.dataset) throw datasetNotFound(live[1] ?? '', context.projectId);
    handleLiveEvents(request, response, context);
    return;
  }
  const upload = UPLOAD_PATH.exec(url.pathname);
  if (upload) {
    checkMethod(request, ['POST']);
    if (upload[1] !== context.dataset) throw datasetNotFound(upload[1] ?? '', context.projectId);
    await handleImageUpload(request, response, url, context);
    return;
  }
  const versioned = VERSIONED.exec(url.pathname);
  if (
    versioned &&
    (await handleStudioEndpoint(request, response, versioned[1] ?? '', url, context))
  )
    return;
  const version = ANY_VERSION.exec(url.pathname);
  if (version)
    throw badRequest(
      `Invalid API version "v${version[1]}": use v1, vX or a date such as v2025-02-19`,
    );
  const image = IMAGE_PATH.exec(url.pathname);
  if (image) {
    checkMethod(request, ['GET', 'HEAD']);
    const [, , dataset = '', file = ''] = image;
    if (dataset !== context.dataset) throw datasetNotFound(dataset, image[1] ?? context.projectId);
    await handleImage(request, response, url, file, context.assetsDir);
    return;
  }
  if (url.pathname === '/' || url.pathname === '/health') {
    sendJson(request, response, 200, {
      ok: true,
      projectId: context.projectId,
      dataset: context.dataset,
      documents: context.store.size,
    });
    return;
  }
  throw routeNotFound(url.pathname);
}

/** The request handler: every failure becomes Sanity's JSON error shape, never a stack trace. */
export function createHandler(context: RouterContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const started = performance.now();
    route(request, response, context)
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          sendJson(request, response, error.status, error.body);
          return;
        }
        console.error('content emulator: unexpected failure', error);
        const description = 'The content emulator failed on this request; see its log.';
        sendJson(request, response, 500, { error: { description, type: 'internalError' } });
      })
      .finally(() => {
        if (context.log)
          console.log(
            `${request.method} ${request.url} ${response.statusCode} ${Math.round(performance.now() - started)}ms`,
          );
      });
  };
}
