import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

const editor = { Authorization: `Bearer ${TOKEN}` };
const get = (path: string, headers: Record<string, string> = editor) =>
  fetch(`${test.emulator.url}${path}`, { headers });

describe('the project and user endpoints a Studio calls', () => {
  it('answers the current user for the editor token, and an empty object without one', async () => {
    const me = await (await get('/v2025-02-19/users/me')).json();
    expect(me).toMatchObject({ id: 'treize-editor', role: 'administrator' });
    expect(await (await get('/v2025-02-19/users/me', {})).json()).toEqual({});
    expect((await get('/v2025-02-19/users/me', { Authorization: 'Bearer wrong' })).status).toBe(
      401,
    );
  });

  it('answers ping on both paths', async () => {
    expect(await (await get('/v1/ping')).json()).toEqual({ message: 'PONG' });
    expect((await get('/v2025-02-19/data/ping')).status).toBe(200);
  });

  it('describes the project, its one dataset, its applications and the editor grants', async () => {
    expect(await (await get('/v2025-02-19/projects/treize')).json()).toMatchObject({
      id: 'treize',
      members: [{ id: 'treize-editor', isCurrentUser: true }],
    });
    expect(await (await get('/v2025-02-19/projects/treize/datasets')).json()).toEqual([
      expect.objectContaining({ name: 'production', aclMode: 'public' }),
    ]);
    expect(await (await get('/v2025-02-19/projects/treize/user-applications')).json()).toEqual([]);
    expect(await (await get('/v2025-02-19/projects/treize/grants')).json()).toEqual({});
    const grants = await (await get('/v2025-02-19/projects/treize/datasets/production/acl')).json();
    expect(grants).toEqual([
      expect.objectContaining({
        permissions: expect.arrayContaining(['read', 'update', 'create']),
      }),
    ]);
    expect(await (await get('/v2025-02-19/datasets/production/acl')).json()).toEqual(grants);
    expect((await get('/v2025-02-19/projects/treize', {})).status).toBe(401);
  });

  it('keeps key/value settings between a PUT and a GET, null for unknown keys', async () => {
    const put = await fetch(`${test.emulator.url}/v2025-02-19/users/me/keyvalue`, {
      method: 'PUT',
      headers: { ...editor, 'Content-Type': 'application/json' },
      body: JSON.stringify([{ key: 'studio.structure-tool.layout', value: 'compact' }]),
    });
    expect(put.status).toBe(200);
    const values = await (
      await get('/v2025-02-19/users/me/keyvalue?keys=studio.structure-tool.layout,other')
    ).json();
    expect(values).toEqual([
      { key: 'studio.structure-tool.layout', value: 'compact' },
      { key: 'other', value: null },
    ]);
    expect(
      await (await get('/v2025-02-19/users/me/keyvalue/studio.structure-tool.layout')).json(),
    ).toEqual([{ key: 'studio.structure-tool.layout', value: 'compact' }]);
  });

  it('lets a Studio origin send x-sanity-app in a preflight', async () => {
    const preflight = await fetch(`${test.emulator.url}/v2025-02-19/users/me`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3333',
        'Access-Control-Request-Headers': 'authorization,x-sanity-app',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3333');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-Sanity-App/i);
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PUT/);
  });

  it('still answers 404 for the endpoints it does not emulate', async () => {
    expect((await get('/v2025-02-19/features')).status).toBe(404);
  });
});
