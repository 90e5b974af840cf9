import { contentMutate, contentQuery } from '../support/content';
import { stack } from '../support/env';
import { expect, test } from '../support/fixtures';

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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await expect(page.getByTestId('preview-badge')).toBeVisible();

  await page.getByRole('button', { name: 'Quitter l’aperçu' }).click();
  await expect(page.getByTestId('preview-badge')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published.title);
});
