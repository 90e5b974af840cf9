import { contentMutate, contentQuery } from '../support/content';
import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';
import { STEGA, expectPreviewText } from '../support/stega';

// The journey's draft goes when it ends: other journeys (the Studio's list) read the same pages.
test.afterEach(async () => {
  await contentMutate([{ delete: { id: 'drafts.page-entretien-fr' } }]);
});

test('preview shows a draft only to an editor who gave the secret', async ({ page }) => {
  const published = await contentQuery<{ title: string; _id: string } & Record<string, unknown>>(
    '*[_id == "page-entretien-fr"][0]',
  );
  const draftTitle = `${published.title} (brouillon e2e)`;
  await contentMutate([
    { createOrReplace: { ...published, _id: `drafts.${published._id}`, title: draftTitle } },
  ]);

  await page.goto('/pages/entretien');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);

  const wrong = await page.goto('/api/preview?secret=not-the-secret&slug=/pages/entretien');
  expect(wrong?.status()).toBe(403);
  await page.goto('/pages/entretien');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);

  await page.goto(`/api/preview?secret=${stack.previewSecret}&slug=/pages/entretien`);
  await expect(page).toHaveURL(/\/pages\/entretien$/);
  await expectPreviewText(page.getByRole('heading', { level: 1 }), draftTitle);
  await expect(page.getByTestId('preview-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Quitter l’aperçu' }).click();
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
});

test('only preview pages carry edit links (stega), and never in titles, meta, JSON-LD or links', async ({
  page,
}) => {
  const visitor = await page.request.get('/');
  expect(await visitor.text()).not.toMatch(STEGA);

  await page.goto(`/api/preview?secret=${stack.previewSecret}&slug=/`);
  // The home page, and an editorial page whose tab title is its (edited) title.
  for (const path of ['/', '/pages/entretien']) {
    const editor = await (await page.request.get(path)).text();
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(editor)?.[1] ?? '';
    expect(h1, `${path}: the title carries its edit link`).toMatch(STEGA);
    const head = editor.slice(0, editor.indexOf('</head>'));
    expect(head, `${path}: title, meta tags and JSON-LD`).not.toMatch(STEGA);
    for (const [, value] of editor.matchAll(/\b(?:href|src|srcset|id)="([^"]*)"/g))
      expect(value, path).not.toMatch(STEGA);
  }
});
