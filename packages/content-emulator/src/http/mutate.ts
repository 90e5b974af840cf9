import type { IncomingMessage, ServerResponse } from 'node:http';
import { runTransaction } from '../mutations/transaction.js';
import { executeQuery } from '../query/execute.js';
import { isAuthenticated } from './auth.js';
import { badRequest, unauthorized } from './errors.js';
import { readJsonBody, sendJson } from './io.js';
import type { ApiContext } from './query.js';

const VISIBILITIES = ['sync', 'async', 'deferred'];

/**
 * `POST /v{apiVersion}/data/mutate/{dataset}`: one atomic transaction. The answer is sent only
 * after the journal write is on disk (see store/journal.ts), so an acknowledged mutation is durable.
 */
export async function handleMutate(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  context: ApiContext,
): Promise<void> {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('Mutations need a write token: send Authorization: Bearer <token>');
  const visibility = url.searchParams.get('visibility') ?? 'sync';
  if (!VISIBILITIES.includes(visibility))
    throw badRequest(`visibility=${visibility} must be one of ${VISIBILITIES.join(', ')}`);
  const body = await readJsonBody(request);
  const transactionId =
    url.searchParams.get('transactionId') ??
    (typeof body === 'object' && body !== null
      ? (body as { transactionId?: unknown }).transactionId
      : undefined);
  const { entry, results } = await context.store.exclusive(async () => {
    const outcome = await runTransaction(
      context.store,
      body,
      async (query, params) => {
        const found = await executeQuery(`${query}._id`, params, context.store.view('raw', true), {
          projectId: context.projectId,
          dataset: context.dataset,
          identity: 'treize-editor',
        });
        return Array.isArray(found)
          ? found.filter((id): id is string => typeof id === 'string')
          : [];
      },
      typeof transactionId === 'string' && transactionId !== '' ? transactionId : undefined,
    );
    if (url.searchParams.get('dryRun') !== 'true')
      context.store.commit(outcome.entry, outcome.applied);
    return outcome;
  });
  const returnIds = url.searchParams.get('returnIds') === 'true';
  const returnDocuments = url.searchParams.get('returnDocuments') === 'true';
  sendJson(request, response, 200, {
    transactionId: entry.transactionId,
    results: results.map(({ id, operation, document }) =>
      returnDocuments && document ? { id, operation, document } : { id, operation },
    ),
    ...(returnIds ? { documentIds: results.map((result) => result.id) } : {}),
  });
}
