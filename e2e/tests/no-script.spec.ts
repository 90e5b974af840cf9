import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Every shopper task a form can do works without scripts (a slow phone before they arrive, or a
 * browser without them): the forms post, and the shopper comes back to a page in their language.
 */
test.use({ javaScriptEnabled: false });

const newsletter = (page: Page) => page.locator('footer [data-slot="newsletter-signup"]');
const returned = (page: Page) => page.locator('footer [data-slot="newsletter-returned"]');
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;

const languages = [
  {
    prefix: '',
    submit: 'S’inscrire',
    subscribed: 'Merci pour votre inscription',
    already: 'Vous êtes déjà inscrit',
    invalid: 'Veuillez saisir une adresse e-mail valide',
    collection: 'Bagues',
    collectionTitle: 'Bagues',
    ask: 'Une question sur cette pièce ?',
    product: 'Étoile Treize',
    send: 'Envoyer',
    sent: 'Merci, votre message a bien été envoyé.',
    back: 'Revenir à la page précédente',
  },
  {
    prefix: '/en-us',
    submit: 'Subscribe',
    subscribed: 'Thanks for subscribing',
    already: 'Already subscribed. If not, please contact us.',
    invalid: 'Please enter a valid email address',
    collection: 'Rings',
    collectionTitle: 'Rings',
    ask: 'A question about this piece?',
    product: 'Thirteen Star',
    send: 'Send',
    sent: 'Thank you, your message has been sent.',
    back: 'Back to the page you came from',
  },
] as const;

for (const language of languages) {
  test.describe(`without scripts, ${language.prefix || 'in French'}`, () => {
    test('the newsletter form posts and comes back with its message', async ({ page }) => {
      await page.goto(`${language.prefix}/collections/bagues`);
      const button = newsletter(page).getByRole('button', { name: language.submit });
      await expect(button).toBeEnabled();

      const address = unique('nojs');
      await newsletter(page).locator('input[name="email"]').fill(address);
      await button.click();
      await expect(page).toHaveURL(
        new RegExp(`${language.prefix}/collections/bagues\\?newsletter=subscribed#newsletter$`),
      );
      await expect(returned(page)).toHaveText(language.subscribed);

      // The same address again: already subscribed, and the earlier outcome is replaced.
      await newsletter(page).locator('input[name="email"]').fill(address);
      await newsletter(page).getByRole('button', { name: language.submit }).click();
      await expect(page).toHaveURL(/\?newsletter=alreadySubscribed#newsletter$/);
      await expect(returned(page)).toContainText(language.already);

      await newsletter(page).locator('input[name="email"]').fill('pas-une-adresse');
      await newsletter(page).getByRole('button', { name: language.submit }).click();
      await expect(page).toHaveURL(/\?newsletter=invalid#newsletter$/);
      await expect(returned(page)).toContainText(language.invalid);
    });

    test('the menu button leads to the menu, and on to a collection, at 375 px', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(`${language.prefix}/`);
      await page.locator('[data-slot="menu-toggle"]').click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/menu\\??$`));
      const menu = page.getByTestId('menu-page');
      await expect(menu.getByRole('heading', { name: 'Menu' })).toBeVisible();
      await menu.getByRole('link', { name: language.collection, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/collections/bagues$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language.collectionTitle);
    });

    test('the contact button opens the form as a page, which posts and comes back', async ({
      page,
    }) => {
      const productPage = `${language.prefix}/products/etoile-treize`;
      await page.goto(productPage);
      await page.getByRole('button', { name: language.ask }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/contact\\?`));
      const form = page.getByTestId('contact-page');
      await expect(form.locator('input[name="product"]')).toHaveValue(
        new RegExp(`^${language.product}`),
      );
      await expect(form.locator('input[name="pathname"]')).toHaveValue(productPage);

      await form.locator('input[name="firstName"]').fill('Louise');
      await form.locator('input[name="lastName"]').fill('Sans-Script');
      await form.locator('input[name="email"]').fill(unique('contact'));
      await form.locator('textarea').fill('Existe-t-elle en or rose ?');
      await form.getByRole('button', { name: language.send }).click();
      await expect(page).toHaveURL(/[?&]contact=sent#contact-request$/);
      await expect(form.getByRole('status')).toHaveText(language.sent);
      await form.getByRole('link', { name: language.back }).click();
      await expect(page).toHaveURL(new RegExp(`${productPage}$`));
    });
  });
}
