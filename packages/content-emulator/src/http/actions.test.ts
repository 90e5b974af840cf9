import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, TOKEN, type TestEmulator } from '../test-support/emulator.js';

let test: TestEmulator;

beforeAll(async () => {
  test = await startTestEmulator();
});

afterAll(async () => {
  await test.stop();
});

const raw = () => test.client({ token: TOKEN, perspective: 'raw' });

async function act(actions: unknown[]): Promise<Response> {
  return fetch(`${test.emulator.url}/v2025-02-19/data/actions/production`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ actions }),
  });
}

describe('POST /v{apiVersion}/data/actions/{dataset}', () => {
  it('edits into a draft copied from the published document, then publishes it', async () => {
    await raw().createOrReplace({ _id: 'label-x', _type: 'label', key: 'x', value: 'Avant' });
    const edit = await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.label-x',
        publishedId: 'label-x',
        patch: { set: { value: 'Après' } },
      },
    ]);
    expect(edit.status).toBe(200);
    expect(await edit.json()).toEqual({ transactionId: expect.any(String) });
    expect(await raw().getDocument('drafts.label-x')).toMatchObject({ key: 'x', value: 'Après' });
    expect(await raw().getDocument('label-x')).toMatchObject({ value: 'Avant' });

    expect(
      (
        await act([
          {
            actionType: 'sanity.action.document.publish',
            draftId: 'drafts.label-x',
            publishedId: 'label-x',
          },
        ])
      ).status,
    ).toBe(200);
    expect(await raw().getDocument('label-x')).toMatchObject({ value: 'Après' });
    expect(await raw().getDocument('drafts.label-x')).toBeUndefined();
  });

  it('applies the Studio edit of a title, a diff-match-patch of the draft behind a guard unset', async () => {
    await raw().createOrReplace({ _id: 'home-x', _type: 'home', title: 'Bijoux faits main' });
    await raw().createOrReplace({
      _id: 'drafts.home-x',
      _type: 'home',
      title: 'Bijoux faits main',
    });
    // The request body as Sanity Studio 6.9 sends it when "Bijoux faits main" becomes "Bijoux de Paris".
    const edit = await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.home-x',
        publishedId: 'home-x',
        patch: { unset: ['_empty_action_guard_pseudo_field_'] },
      },
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.home-x',
        publishedId: 'home-x',
        patch: { diffMatchPatch: { title: '@@ -4,14 +4,12 @@\n oux \n-faits main\n+de Paris\n' } },
      },
    ]);
    expect(edit.status).toBe(200);
    expect(await raw().getDocument('drafts.home-x')).toMatchObject({ title: 'Bijoux de Paris' });
    expect(await raw().getDocument('home-x')).toMatchObject({ title: 'Bijoux faits main' });
  });

  it('refuses a patch operation it does not know, leaving the draft as it was', async () => {
    await raw().createOrReplace({ _id: 'drafts.home-y', _type: 'home', title: 'Avant' });
    const edit = await act([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.home-y',
        publishedId: 'home-y',
        patch: { rename: { title: 'heading' } },
      },
    ]);
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({
      error: { type: 'mutationError', items: [{ error: { type: 'invalidPatchError' } }] },
    });
    expect(await raw().getDocument('drafts.home-y')).toMatchObject({ title: 'Avant' });
  });

  it('publishes only over the published revision the Studio saw', async () => {
    await raw().createOrReplace({ _id: 'label-p', _type: 'label', key: 'p', value: 'Vu' });
    await raw().createOrReplace({ _id: 'drafts.label-p', _type: 'label', key: 'p', value: 'Neuf' });
    const seen = (await raw().getDocument('label-p'))?._rev;
    await raw().patch('label-p').set({ value: 'Changé ailleurs' }).commit();
    const publish = (ifPublishedRevisionId: unknown) =>
      act([
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.label-p',
          publishedId: 'label-p',
          ifPublishedRevisionId,
        },
      ]);
    const stale = await publish(seen);
    expect(stale.status).toBe(409);
    expect(JSON.stringify(await stale.json())).toContain(`expected ${String(seen)}`);
    expect(await raw().getDocument('label-p')).toMatchObject({ value: 'Changé ailleurs' });
    const current = (await raw().getDocument('label-p'))?._rev;
    expect((await publish(current)).status).toBe(200);
    expect(await raw().getDocument('label-p')).toMatchObject({ value: 'Neuf' });
  });

  it('copies a document into a new version and discards a version', async () => {
    await raw().createOrReplace({ _id: 'label-v', _type: 'label', key: 'v', value: 'V' });
    const base = await raw().getDocument('label-v');
    const copy = await act([
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'label-v',
        baseId: 'label-v',
        versionId: 'drafts.label-v',
        ifBaseRevisionId: base?._rev,
      },
    ]);
    expect(copy.status).toBe(200);
    expect(await raw().getDocument('drafts.label-v')).toMatchObject({ key: 'v', value: 'V' });
    const again = await act([
      {
        actionType: 'sanity.action.document.version.create',
        publishedId: 'label-v',
        document: { _id: 'drafts.label-v', _type: 'label', key: 'v' },
      },
    ]);
    expect(again.status).toBe(409);
    const discard = await act([
      { actionType: 'sanity.action.document.version.discard', versionId: 'drafts.label-v' },
    ]);
    expect(discard.status).toBe(200);
    expect(await raw().getDocument('drafts.label-v')).toBeUndefined();
    expect(await raw().getDocument('label-v')).toMatchObject({ value: 'V' });
    const published = await act([
      { actionType: 'sanity.action.document.version.discard', versionId: 'label-v' },
    ]);
    expect(published.status).toBe(400);
  });

  it('unpublishes into a draft and discards a draft', async () => {
    await raw().createOrReplace({ _id: 'label-y', _type: 'label', key: 'y', value: 'Y' });
    await act([
      {
        actionType: 'sanity.action.document.unpublish',
        draftId: 'drafts.label-y',
        publishedId: 'label-y',
      },
    ]);
    expect(await raw().getDocument('label-y')).toBeUndefined();
    expect(await raw().getDocument('drafts.label-y')).toMatchObject({ value: 'Y' });
    await act([{ actionType: 'sanity.action.document.discard', draftId: 'drafts.label-y' }]);
    expect(await raw().getDocument('drafts.label-y')).toBeUndefined();
  });

  it('creates a draft, and fails as a whole when one action cannot apply', async () => {
    const created = await act([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'label-z',
        attributes: { _id: 'drafts.label-z', _type: 'label', key: 'z' },
        ifExists: 'fail',
      },
    ]);
    expect(created.status).toBe(200);
    const failed = await act([
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.label-z' },
      {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.nothing',
        publishedId: 'nothing',
      },
    ]);
    expect(failed.status).toBe(409);
    expect(await raw().getDocument('drafts.label-z')).toMatchObject({ key: 'z' });
  });

  it('refuses an unknown action type and a missing token with a message', async () => {
    const unknown = await act([{ actionType: 'sanity.action.document.teleport' }]);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(await unknown.json())).toMatch(/teleport.*not supported/);
    const anonymous = await fetch(`${test.emulator.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      body: JSON.stringify({ actions: [] }),
    });
    expect(anonymous.status).toBe(401);
  });
});
