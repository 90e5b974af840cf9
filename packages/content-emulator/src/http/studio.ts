import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAuthenticated } from './auth.js';
import { badRequest, unauthorized } from './errors.js';
import { readJsonBody, sendJson } from './io.js';
import type { ApiContext } from './query.js';

/** The one editor the local token stands for: it has every grant on the dataset. */
export const LOCAL_EDITOR = {
  id: 'treize-editor',
  name: 'Local editor',
  email: 'editor@atelier-treize.local',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Edits everything' }],
  provider: 'sanity',
};

const CREATED_AT = '2024-01-01T00:00:00.000Z';

function project(context: ApiContext): Record<string, unknown> {
  return {
    id: context.projectId,
    displayName: 'Atelier Treize (local)',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: { color: '#7a5c3e', externalStudioHost: null },
    maxRetentionDays: 3,
    activityFeedEnabled: false,
    createdAt: CREATED_AT,
    organizationId: null,
    members: [
      {
        id: LOCAL_EDITOR.id,
        createdAt: CREATED_AT,
        updatedAt: CREATED_AT,
        isCurrentUser: true,
        isRobot: false,
        role: 'administrator',
        roles: LOCAL_EDITOR.roles,
      },
    ],
    features: [],
    pendingInvites: 0,
  };
}

/** Every permission on every document, in the shape of the dataset ACL (`filter` + `permissions`). */
const FULL_GRANTS = [
  {
    filter: '_id in path("**")',
    permissions: ['history', 'read', 'update', 'create', 'manage'],
  },
];

/** Per-user key/value settings (the Studio keeps list layouts and recent searches there), per dataset. */
const keyValuesByStore = new WeakMap<object, Map<string, unknown>>();

function keyValuesOf(context: ApiContext): Map<string, unknown> {
  let values = keyValuesByStore.get(context.store);
  if (!values) keyValuesByStore.set(context.store, (values = new Map()));
  return values;
}

function requireEditor(request: IncomingMessage, context: ApiContext): void {
  if (!isAuthenticated(request, context.token))
    throw unauthorized('This endpoint needs the editor token: send Authorization: Bearer <token>');
}

/**
 * The project-level endpoints a Studio calls besides the data API, answered for the one local project
 * and editor. Returns false when `path` (without its `/v{version}` prefix) is not one of them.
 */
export async function handleStudioEndpoint(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  url: URL,
  context: ApiContext,
): Promise<boolean> {
  const send = (body: unknown): void => sendJson(request, response, 200, body);
  if (path === '/ping' || path === '/data/ping') {
    send({ message: 'PONG' });
    return true;
  }
  if (path === '/users/me') {
    // The Content Lake answers an anonymous caller with an empty object, not a 401.
    send(isAuthenticated(request, context.token) ? LOCAL_EDITOR : {});
    return true;
  }
  const keyValuePath = /^\/users\/me\/keyvalue(?:\/([^/]+))?$/.exec(path);
  if (keyValuePath) {
    requireEditor(request, context);
    const keyValues = keyValuesOf(context);
    const oneKey = keyValuePath[1] && decodeURIComponent(keyValuePath[1]);
    if (request.method === 'PUT' || request.method === 'POST') {
      const body = await readJsonBody(request);
      if (!Array.isArray(body)) throw badRequest('The body must be an array of {key, value}');
      for (const item of body as { key?: unknown; value?: unknown }[]) {
        if (typeof item?.key !== 'string') throw badRequest('Every item needs a string key');
        keyValues.set(item.key, item.value ?? null);
      }
      send(body);
      return true;
    }
    const keys = oneKey
      ? [oneKey]
      : (url.searchParams.get('keys') ?? '').split(',').filter(Boolean);
    send(keys.map((key) => ({ key, value: keyValues.get(key) ?? null })));
    return true;
  }
  const projectPath = /^\/projects\/([^/]+)(\/.*)?$/.exec(path);
  if (projectPath) {
    requireEditor(request, context);
    const rest = projectPath[2] ?? '';
    if (rest === '') send(project(context));
    else if (rest === '/datasets')
      send([{ name: context.dataset, aclMode: 'public', createdAt: CREATED_AT, tags: [] }]);
    else if (rest === '/user-applications') send([]);
    // Project-level grants (members, deployments) keyed by resource: none apply to a local project.
    else if (rest === '/grants') send({});
    else if (rest === `/datasets/${context.dataset}/acl`) send(FULL_GRANTS);
    else if (rest.startsWith('/users/')) send({ ...LOCAL_EDITOR, projectId: context.projectId });
    else return false;
    return true;
  }
  if (path === `/datasets/${context.dataset}/acl`) {
    requireEditor(request, context);
    send(FULL_GRANTS);
    return true;
  }
  return false;
}
