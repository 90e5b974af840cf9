import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { readInContext, type RequestContext } from '../graphql/context.js';
import { storefrontOriginOf } from '../graphql/accountLinks.js';
import { queryLimitsRule } from '../graphql/queryLimits.js';
import { HttpError, readBody, sendJson } from './respond.js';

/** Shopify's answer to a missing or wrong Storefront API token (HTTP 401). */
export const UNAUTHORIZED_BODY = {
  errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
};

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** Parses a POST body: JSON `{query, variables, operationName}` or a raw `application/graphql` document. */
async function readRequest(req: IncomingMessage): Promise<GraphQLRequest> {
  const text = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/graphql'))
    return { query: text, variables: {}, operationName: null };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(
      400,
      'Request body is not valid JSON: send {"query": "...", "variables": {...}}.',
    );
  }
  if (
    !body ||
    typeof body !== 'object' ||
    typeof (body as { query?: unknown }).query !== 'string'
  ) {
    throw new HttpError(400, 'Request body must be a JSON object with a "query" string.');
  }
  const { query, variables, operationName } = body as {
    query: string;
    variables?: unknown;
    operationName?: unknown;
  };
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    throw new HttpError(400, '"variables" must be a JSON object.');
  }
  return {
    query,
    variables: (variables as Record<string, unknown> | null) ?? {},
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

/** The storefront's largest documents are a few thousand tokens. */
const MAX_QUERY_TOKENS = 15_000;

/** Parsed and validated documents by query text: storefronts send the same few queries again and again. */
const DOCUMENT_CACHE_LIMIT = 500;

export class GraphQLHandler {
  private readonly documents = new Map<
    string,
    { document?: DocumentNode; errors?: readonly GraphQLError[] }
  >();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly token: string,
    private readonly context: Omit<RequestContext, 'lang' | 'country' | 'currency'>,
  ) {}

  /** True when the request carries the accepted public or private Storefront API token. */
  authorised(req: IncomingMessage): boolean {
    return (
      req.headers['x-shopify-storefront-access-token'] === this.token ||
      req.headers['shopify-storefront-private-token'] === this.token
    );
  }

  async handle(
    req: IncomingMessage,
    res: ServerResponse,
    extraHeaders: Record<string, string>,
  ): Promise<void> {
    if (!this.authorised(req)) {
      sendJson(res, 401, UNAUTHORIZED_BODY, extraHeaders);
      return;
    }
    const request = await readRequest(req);
    const prepared = this.prepare(request.query);
    if (!prepared.document) {
      sendJson(res, 200, { errors: prepared.errors?.map((e) => e.toJSON()) }, extraHeaders);
      return;
    }
    const operation = getOperationAST(prepared.document, request.operationName);
    if (!operation) {
      const message = request.operationName
        ? `Unknown operation named "${request.operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      sendJson(res, 200, { errors: [{ message }] }, extraHeaders);
      return;
    }
    let inContext;
    try {
      inContext = readInContext(this.schema, operation, request.variables);
    } catch (error) {
      sendJson(
        res,
        200,
        { errors: [error instanceof GraphQLError ? error.toJSON() : { message: String(error) }] },
        extraHeaders,
      );
      return;
    }
    const result = await execute({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: {
        ...this.context,
        ...inContext,
        storefrontOrigin: storefrontOriginOf(req) ?? this.context.storefrontOrigin,
      },
    });
    sendJson(
      res,
      200,
      {
        ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
        ...(result.data !== undefined ? { data: result.data } : {}),
      },
      extraHeaders,
    );
  }

  private prepare(query: string) {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let entry: { document?: DocumentNode; errors?: readonly GraphQLError[] };
    try {
      // A document of tens of thousands of tokens is no storefront query: refuse it unparsed.
      const document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
      // Depth and complexity budgets run with the standard rules, before anything executes.
      const errors = validate(this.schema, document, [...specifiedRules, queryLimitsRule()]);
      entry = errors.length > 0 ? { errors } : { document };
    } catch (error) {
      entry = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    if (this.documents.size >= DOCUMENT_CACHE_LIMIT) this.documents.clear();
    this.documents.set(query, entry);
    return entry;
  }
}
