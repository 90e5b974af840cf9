import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  getOperationAST,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { executeWhole } from '../graphql/completeResult.js';
import { readInContext, type RequestContext } from '../graphql/context.js';
import { storefrontOriginOf } from '../graphql/accountLinks.js';
import { MAX_QUERY_COST, requestedQueryCost, THROTTLE } from '../graphql/queryCost.js';
import { queryDepthRule } from '../graphql/queryLimits.js';
import { RequestWork } from '../graphql/requestWork.js';
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

/**
 * `extensions.cost` as Shopify reports it. The emulator does not throttle over time, so the bucket
 * is always full: every query may spend up to the single-query maximum.
 */
function costReport(requested: number, actual: number) {
  return {
    requestedQueryCost: requested,
    actualQueryCost: actual,
    throttleStatus: { ...THROTTLE, currentlyAvailable: THROTTLE.maximumAvailable },
  };
}

/** Shopify's refusal of a query dearer than the single-query maximum; nothing of it runs. */
function maxCostExceeded(cost: number) {
  return {
    message: `Query cost is ${cost}, which exceeds the single query max cost limit (${MAX_QUERY_COST}). A connection costs its page size (first or last) times what each of its items asks for: ask for smaller pages or fewer nested connections.`,
    extensions: { code: 'MAX_COST_EXCEEDED', cost, maxCost: MAX_QUERY_COST },
  };
}

/** The storefront's largest documents are a few thousand tokens. */
const MAX_QUERY_TOKENS = 15_000;

/** A query text parsed (or its syntax error), and its validation errors once validated. */
interface PreparedDocument {
  document?: DocumentNode;
  errors?: readonly GraphQLError[];
  invalid?: readonly GraphQLError[];
}

/** Parsed and validated documents by query text: storefronts send the same few queries again and again. */
const DOCUMENT_CACHE_LIMIT = 500;

export class GraphQLHandler {
  private readonly documents = new Map<string, PreparedDocument>();

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
    const prepared = this.parse(request.query);
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
    // Priced first: a fan-out is refused before the standard rules (quadratic on aliases) run.
    const requested = requestedQueryCost(
      this.schema,
      prepared.document,
      operation,
      request.variables,
    );
    if (requested > MAX_QUERY_COST) {
      sendJson(
        res,
        200,
        { errors: [maxCostExceeded(requested)], extensions: { cost: costReport(requested, 0) } },
        extraHeaders,
      );
      return;
    }
    const invalid = this.validate(prepared);
    if (invalid.length > 0) {
      sendJson(res, 200, { errors: invalid.map((e) => e.toJSON()) }, extraHeaders);
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
    const work = new RequestWork();
    const result = await executeWhole({
      schema: this.schema,
      document: prepared.document,
      variableValues: request.variables,
      operationName: request.operationName,
      contextValue: {
        ...this.context,
        ...inContext,
        work,
        storefrontOrigin: storefrontOriginOf(req) ?? this.context.storefrontOrigin,
      },
    });
    const extensions = {
      cost: costReport(requested, Math.min(work.actualCost, requested)),
    };
    if (work.stopped) {
      // One error says why the request stopped, instead of one per field it never resolved.
      sendJson(res, 200, { errors: [work.stopped.toJSON()], extensions }, extraHeaders);
      return;
    }
    sendJson(
      res,
      200,
      {
        ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
        ...(result.data !== undefined ? { data: result.data } : {}),
        extensions,
      },
      extraHeaders,
    );
  }

  /** Parses a query, once per query text. */
  private parse(query: string): PreparedDocument {
    const cached = this.documents.get(query);
    if (cached) return cached;
    let entry: PreparedDocument;
    try {
      // A document of tens of thousands of tokens is no storefront query: refuse it unparsed.
      entry = { document: parse(query, { maxTokens: MAX_QUERY_TOKENS }) };
    } catch (error) {
      entry = { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    if (this.documents.size >= DOCUMENT_CACHE_LIMIT) this.documents.clear();
    this.documents.set(query, entry);
    return entry;
  }

  /** The standard rules and the depth budget, run once per parsed document. */
  private validate(prepared: PreparedDocument): readonly GraphQLError[] {
    prepared.invalid ??= validate(this.schema, prepared.document!, [
      ...specifiedRules,
      queryDepthRule(),
    ]);
    return prepared.invalid;
  }
}
