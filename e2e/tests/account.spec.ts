import type { APIRequestContext, Page } from '@playwright/test';
import { stack } from '../support/env';
import { expect as baseExpect, test } from '../support/fixtures';

// Each step waits on a full round trip through the storefront and the emulator (a sign-in, a
// checkout): on a loaded machine that is more than the suite's 7.5 s default.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Customer accounts in French and in English: register, sign out and in, two
 * addresses and a change of default, a purchase through the hosted checkout found again in the
 * account with its status and date; then a forgotten password recovered with the emailed link.
 */
const LANGUAGES = [
  {
    name: 'French',
    prefix: '',
    country: 'France',
    zip: '75003',
    words: {
      createAccount: 'Créer mon compte',
      signIn: 'Se connecter',
      signOut: 'Se déconnecter',
      save: 'Enregistrer l’adresse',
      makeDefault: 'Définir par défaut',
      defaultBadge: 'Adresse par défaut',
      status: 'Non expédiée',
      track: 'Suivre cette commande',
      sendLink: 'Envoyer le lien',
      savePassword: 'Enregistrer mon mot de passe',
      recovered: /Si un compte existe pour cette adresse/,
      loginFailed: /Désolé, nous ne reconnaissons pas/,
      addToCart: 'Ajouter au panier',
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      passwordConfirm: 'Confirmez le mot de passe',
      /** Étoile Treize's Gauche / Argent variant, as the shopper reads it. */
      leftSilver: 'Gauche / Argent',
    },
  },
  {
    name: 'English',
    prefix: '/en-us',
    country: 'United States',
    zip: '10013',
    words: {
      createAccount: 'Create my account',
      signIn: 'Sign in',
      signOut: 'Sign out',
      save: 'Save the address',
      makeDefault: 'Make default',
      defaultBadge: 'Default address',
      status: 'Unfulfilled',
      track: 'Track this order',
      sendLink: 'Send the link',
      savePassword: 'Save my password',
      recovered: /If an account exists for this address/,
      loginFailed: /Sorry\. We did not recognize either your email address or password/,
      addToCart: 'Add to cart',
      email: 'Email address',
      password: 'Password',
      passwordConfirm: 'Re-enter the password',
      leftSilver: 'Left / Silver',
    },
  },
] as const;

const PASSWORD = 'treize-13-or';
const newEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
/** Today as the account shows dates (behaviour §9: dd.mm.yyyy, UTC). */
const today = () => {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCDate())}.${two(now.getUTCMonth() + 1)}.${now.getUTCFullYear()}`;
};

const form = (page: Page) => page.locator('form[data-slot="account-form"]');
const submit = (page: Page) => form(page).locator('button[type="submit"]');

/** The absolute link of the last `kind` mail to `email`, as the shopper would click it. */
async function outboxLink(request: APIRequestContext, email: string, kind: string) {
  const answer = await request.get(`${stack.commerce}/__emulator/outbox`);
  const mails = (await answer.json()) as { to: string; kind: string; url: string }[];
  const mail = mails.filter((m) => m.to === email && m.kind === kind).at(-1);
  expect(mail, `a ${kind} mail to ${email}`).toBeTruthy();
  return mail!.url;
}

for (const language of LANGUAGES) {
  const { prefix, words } = language;
  const at = (path: string) => `${prefix}${path}`;

  test.describe(`customer accounts in ${language.name}`, () => {
    // Whole journeys (a dozen pages, a checkout): more than one page's worth of the default budget.
    test.describe.configure({ timeout: 240_000 });
    test('register → sign out → sign in → two addresses → default → buy → order → sign out', async ({
      page,
    }) => {
      const email = newEmail('journey');
      await page.goto(at('/account/register'));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('[data-slot="header-logo"]')).toHaveAttribute(
        'data-logo',
        'monogram',
      );
      for (const label of [words.email, words.password, words.passwordConfirm])
        await expect(form(page).locator('label', { hasText: label }).first()).toBeVisible();
      // The browser checks with the server's schema before sending: the behaviour §5 messages.
      await form(page).locator('input[name="email"]').fill(email);
      await form(page).locator('input[name="password"]').fill('court');
      await submit(page).click();
      await expect(form(page).locator('[data-slot="field-error"]').first()).toHaveText(
        prefix
          ? 'Passwords must be at least 8 characters'
          : 'Le mot de passe doit contenir au moins 8 caractères',
      );
      await form(page).locator('input[name="password"]').fill(PASSWORD);
      await form(page).locator('input[name="passwordConfirm"]').fill(PASSWORD);
      await submit(page).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
      await expect(page.locator('[data-slot="orders-empty"]')).toBeVisible();

      await page.locator('[data-slot="account-logout"]').click();
      // The home page after the port: `/?$` alone matched any address, so the French run went on
      // (and cancelled the sign-out) before it was answered.
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix}/?$`));
      await expect(page.locator('[data-slot="account-logout"]')).toHaveCount(0);

      // Anonymous: the addresses page sends to the login page, which comes back after it.
      await page.goto(at('/account/addresses'));
      await expect(page).toHaveURL(/\/account\/login\?redirectTo=/);
      await form(page).locator('input[name="email"]').fill(email);
      await form(page).locator('input[name="password"]').fill('pas-le-bon');
      await submit(page).click();
      await expect(page.locator('[data-slot="account-form-error"]')).toHaveText(words.loginFailed);
      await form(page).locator('input[name="password"]').fill(PASSWORD);
      await submit(page).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/addresses$`));

      const addressForm = page.locator('[data-slot="address-form"]');
      const fillAddress = async (first: string, street: string) => {
        await addressForm
          .locator('select[name="country"]')
          .selectOption({ label: language.country });
        await addressForm.locator('input[name="firstName"]').fill(first);
        await addressForm.locator('input[name="lastName"]').fill('Treize');
        await addressForm.locator('input[name="address1"]').fill(street);
        await addressForm.locator('input[name="zip"]').fill(language.zip);
        await addressForm.locator('input[name="city"]').fill(prefix ? 'New York' : 'Paris');
        await addressForm.locator('button[type="submit"]').click();
      };
      await fillAddress('Camille', '13 rue des Étoiles');
      const cards = page.locator('[data-slot="address-card"]');
      await expect(cards).toHaveCount(1);
      await fillAddress('Jeanne', '2 place Dauphine');
      await expect(cards).toHaveCount(2);
      await expect(cards.filter({ hasText: 'Camille' })).toContainText(words.defaultBadge);
      await cards
        .filter({ hasText: 'Jeanne' })
        .getByRole('button', { name: words.makeDefault })
        .click();
      await expect(cards.filter({ hasText: 'Jeanne' })).toContainText(words.defaultBadge);
      await expect(cards.filter({ hasText: 'Camille' })).not.toContainText(words.defaultBadge);

      // Buy while signed in: the hosted checkout records the order in this account.
      await page.goto(at('/products/etoile-treize?Oreille=Gauche&Couleur=Argent'));
      await page.getByRole('button', { name: words.addToCart }).click();
      const checkout = page.locator('[data-slot="drawer-content"] a[data-slot="checkout-link"]');
      await expect(checkout).toBeVisible();
      await checkout.click();
      await expect(page).toHaveURL(/\/checkouts\/cn\//);
      const pay = page.locator('form[method="post"]');
      await expect(page.locator('body')).toContainText(`— ${words.leftSilver}`);
      await pay.locator('input[name="email"]').fill(email);
      await pay.locator('input[name="firstName"]').fill('Jeanne');
      await pay.locator('input[name="lastName"]').fill('Treize');
      await pay.locator('input[name="address1"]').fill('2 place Dauphine');
      await pay.locator('input[name="zip"]').fill(language.zip);
      await pay.locator('input[name="city"]').fill(prefix ? 'New York' : 'Paris');
      await pay.locator('input[name="country"]').fill(language.country);
      await pay.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/orders\/\d+\//);
      const statusPage = page.url();

      await page.goto(at('/account'));
      const order = page.locator('[data-slot="order-summary"]');
      await expect(order).toHaveCount(1);
      await expect(order.locator('[data-slot="order-status"]')).toHaveText(words.status);
      await expect(order.locator('[data-slot="order-date"]')).toHaveText(today());
      await order.locator('a').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/orders/\\d+$`));
      await expect(page.locator('[data-slot="order-line"]')).toHaveCount(1);
      await expect(page.locator('[data-slot="order-line-options"]')).toHaveText(words.leftSilver);
      await expect(page.locator('[data-slot="order-status"]')).toHaveText(words.status);
      await expect(page.locator('[data-slot="order-date"]')).toContainText(today());
      await expect(page.locator('[data-slot="header-logo"]')).toHaveAttribute(
        'data-logo',
        'monogram',
      );
      // Tracking is on the shop's order status page, the one the checkout ended on.
      await page.getByRole('link', { name: words.track }).click();
      await expect(page).toHaveURL(statusPage);
      await page.goBack();
      await expect(page.locator('[data-slot="order-line"]')).toHaveCount(1);

      // Wait for the sign-out POST to be answered: a visit started before it would cancel it.
      await Promise.all([
        page.waitForResponse(
          (response) =>
            response.url().includes('/account/logout') && response.request().method() === 'POST',
        ),
        page.locator('[data-slot="account-logout"]').click(),
      ]);
      await page.goto(at('/account'));
      await expect(page).toHaveURL(/\/account\/login\?redirectTo=/);
    });

    test('invitation: the emailed activation link opens the shop in the language asked', async ({
      page,
      request,
    }) => {
      const email = newEmail('invite');
      const invited = await request.post(`${stack.commerce}/__emulator/customers/invite`, {
        headers: { 'X-Emulator-Storefront-Origin': stack.storefront },
        data: { email, language: prefix ? 'en' : 'fr', country: prefix ? 'US' : 'FR' },
      });
      expect(invited.status()).toBe(201);
      const link = await outboxLink(request, email, 'customer_account_activate');
      expect(link).toMatch(new RegExp(`^${stack.storefront}${prefix}/account/activate/\\d+/\\w+$`));
      await page.goto(link);
      await form(page).locator('input[name="password"]').fill(PASSWORD);
      await form(page).locator('input[name="passwordConfirm"]').fill(PASSWORD);
      await submit(page).click();
      await expect(page).toHaveURL(`${stack.storefront}${prefix}/account`);
      await expect(page.locator('[data-slot="account-profile"]')).toContainText(email);
    });

    test('forgotten password: the emailed link sets a new one, which signs in', async ({
      page,
      request,
    }) => {
      const email = newEmail('oubli');
      await page.goto(at('/account/register'));
      await form(page).locator('input[name="email"]').fill(email);
      await form(page).locator('input[name="password"]').fill(PASSWORD);
      await form(page).locator('input[name="passwordConfirm"]').fill(PASSWORD);
      await submit(page).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
      await page.locator('[data-slot="account-logout"]').click();
      await expect(page.locator('[data-slot="account-logout"]')).toHaveCount(0);

      await page.goto(at('/account/login'));
      await page.locator('[data-slot="recover-link"]').click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/recover$`));
      await form(page).locator('input[name="email"]').fill(email);
      await page.getByRole('button', { name: words.sendLink }).click();
      await expect(page.locator('[data-slot="account-notice"]')).toHaveText(words.recovered);

      // The mail links to this shop in the shopper's language: a click, nothing to paste.
      const link = await outboxLink(request, email, 'customer_password_reset');
      expect(link).toMatch(new RegExp(`^${stack.storefront}${prefix}/account/reset/\\d+/\\w+$`));
      await page.goto(link);
      await form(page).locator('input[name="password"]').fill('nouveau-13-or');
      await form(page).locator('input[name="passwordConfirm"]').fill('nouveau-13-or');
      await page.getByRole('button', { name: words.savePassword }).click();
      await expect(page).toHaveURL(`${stack.storefront}${prefix}/account`);

      // Signed out first: a visit started before the sign-out is answered would cancel it.
      await page.locator('[data-slot="account-logout"]').click();
      await expect(page.locator('[data-slot="account-logout"]')).toHaveCount(0);
      await page.goto(at('/account/login'));
      await form(page).locator('input[name="email"]').fill(email);
      await form(page).locator('input[name="password"]').fill('nouveau-13-or');
      await page.getByRole('button', { name: words.signIn }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
      await expect(page.locator('[data-slot="account-profile"]')).toContainText(email);
    });
  });
}
