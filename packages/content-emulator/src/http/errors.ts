/** An error answered to the client with Sanity's status code and body shape. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** 400 for a request the API cannot understand (bad JSON, unknown perspective, …). */
export function badRequest(description: string): HttpError {
  return new HttpError(400, { error: { description, type: 'httpBadRequest' } }, description);
}

/** 400 with the GROQ parse error shape that `@sanity/client` renders as a code frame. */
export function queryParseError(
  query: string,
  description: string,
  start: number,
  end: number,
): HttpError {
  return new HttpError(
    400,
    { error: { description, end, query, start, type: 'queryParseError' } },
    description,
  );
}

/** 401 with the Content Lake's shape for a missing or wrong token. */
export function unauthorized(message: string): HttpError {
  return new HttpError(
    401,
    { error: 'Unauthorized', message, statusCode: 401, errorCode: 'SIO-401-ANF' },
    message,
  );
}

/** 404 for an unknown dataset. */
export function datasetNotFound(dataset: string, projectId: string): HttpError {
  const message = `Dataset "${dataset}" not found for project ID "${projectId}"`;
  return new HttpError(404, { error: 'Not Found', message, statusCode: 404 }, message);
}

/** 404 for a path the emulator does not serve. */
export function routeNotFound(path: string): HttpError {
  const message = `No route for ${path}: this emulator serves /v{date}/data/{query,doc,mutate,listen,actions,history}/{dataset}, /v{date}/assets/images/{dataset}, the project and user endpoints a Studio calls, and /images/{projectId}/{dataset}/{asset}`;
  return new HttpError(404, { error: 'Not Found', message, statusCode: 404 }, message);
}

export interface MutationFailure {
  index: number;
  id?: string;
  type: string;
  description: string;
  status: number;
}

/** The `mutationError` shape: the transaction failed as a whole, because of these items. */
export function mutationError(failure: MutationFailure): HttpError {
  const description = `The mutation(s) failed: ${failure.description}`;
  return new HttpError(
    failure.status,
    {
      error: {
        description,
        items: [
          {
            error: {
              description: failure.description,
              ...(failure.id ? { id: failure.id } : {}),
              type: failure.type,
            },
            index: failure.index,
          },
        ],
        type: 'mutationError',
      },
    },
    description,
  );
}
