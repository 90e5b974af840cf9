import type { Page } from '@playwright/test';
import { contentQuery } from '../support/content';
import { expect as baseExpect, test } from '../support/fixtures';

/** Contact requests and newsletter sign-up, end to end (behaviour §3, §4, §5, §8). */
// Each journey loads two or three pages and waits for real answers: on a shared, busy machine
// that takes longer than the default budget, so these journeys get more (the timings under test
// run on Playwright's clock, not on the wall clock).
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });
const dialog = (page: Page) => page.getByRole('dialog');
const newsletter = (page: Page) => page.locator('footer [data-slot="newsletter-signup"]');
const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;

interface StoredRequest {
  product?: string;
  pathname: string;
  language: string;
  currency: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  options: { key: string; text: string }[];
  textContent?: string;
}

test.describe('the contact request', () => {
  test('blur errors, a valid request, the toast 500 ms later, the document in the content backend', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/products/comete');
    await page.getByRole('button', { name: 'Une question sur cette pièce ?' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(
      dialog(page).getByRole('heading', { name: 'Parlons de votre bijou' }),
    ).toBeVisible();

    // Behaviour §5: on blur, a non-empty invalid field shows its error below it, in French.
    const firstName = dialog(page).getByLabel('Prénom');
    const lastName = dialog(page).getByRole('textbox', { name: 'Nom', exact: true });
    const email = dialog(page).getByLabel('E-mail');
    await firstName.fill('Ada3');
    await firstName.blur();
    await expect(dialog(page).getByText('Prénom invalide', { exact: true })).toBeVisible();
    await lastName.fill('--');
    await lastName.blur();
    await expect(dialog(page).getByText('Nom invalide', { exact: true })).toBeVisible();
    await email.fill('ada@');
    await email.blur();
    await expect(
      dialog(page).getByText(
        'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
      ),
    ).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Envoyer' })).toBeDisabled();

    const address = unique('ada');
    await firstName.fill('Ada');
    await lastName.fill('Lovelace');
    await email.fill(address);
    await email.blur();
    await expect(dialog(page).locator('[data-slot="field-error"]')).toHaveCount(0);
    await dialog(page).getByLabel('Téléphone (facultatif)').fill('+33 6 12 34 56 78');
    await dialog(page).getByLabel('Gravure personnalisée').check();
    await dialog(page)
      .getByPlaceholder('Votre message (facultatif)')
      .fill('Une gravure « XIII » ?');

    // Time stands still from here: the toast must wait exactly 500 ms after the answer.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    );
    await dialog(page).getByRole('button', { name: 'Envoyer' }).click();
    expect((await answer).status()).toBe(200);
    await page.clock.runFor(499);
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByText('Merci, votre message a bien été envoyé.')).toHaveCount(0);
    await page.clock.runFor(1);
    await page.clock.resume();
    const toast = page.getByText('Merci, votre message a bien été envoyé.');
    await expect(toast).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    // Behaviour §9: contact toasts sit top-centre.
    await expect(page.locator('.Toastify__toast-container--top-center')).toContainText(
      'Merci, votre message a bien été envoyé.',
    );

    const [stored] = await contentQuery<StoredRequest[]>(
      `*[_type == "contactRequest" && email == "${address}"]`,
    );
    expect(stored).toMatchObject({
      language: 'fr',
      currency: 'EUR',
      product: expect.stringContaining('Comète'),
      pathname: '/products/comete',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+33 6 12 34 56 78',
      options: [{ key: 'engraving', text: 'Gravure personnalisée' }],
      textContent: 'Une gravure « XIII » ?',
    });
  });

  test('the footer’s bespoke request opens the same form, in English, without a product', async ({
    page,
  }) => {
    await page.goto('/en-us');
    await page.locator('footer').getByRole('button', { name: 'Bespoke request' }).click();
    await expect(
      dialog(page).getByRole('heading', { name: "Let's talk about your piece" }),
    ).toBeVisible();
    const form = dialog(page).locator('form');
    await expect(form.locator('input[name="language"]')).toHaveValue('EN');
    await expect(form.locator('input[name="currency"]')).toHaveValue('USD');
    await expect(form.locator('input[name="product"]')).toHaveValue('');
    await expect(form.locator('input[name="pathname"]')).toHaveValue('/en-us');
    await expect(form.locator('input[name="option_size:Sizing advice"]')).toHaveCount(1);
    await expect(form.locator('textarea[name="textContent"]')).toHaveAttribute('rows', '7');
    await expect(dialog(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(dialog(page).getByLabel('Phone (optional)')).toHaveAttribute('type', 'tel');

    await dialog(page).getByLabel('First name').fill('Grace');
    await dialog(page).getByLabel('Last name').fill('Hopper');
    const address = unique('grace');
    await dialog(page).getByLabel('Email').fill(address);
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    const [stored] = await contentQuery<StoredRequest[]>(
      `*[_type == "contactRequest" && email == "${address}"]`,
    );
    expect(stored).toMatchObject({ language: 'en', currency: 'USD', pathname: '/en-us' });
    expect(stored).not.toHaveProperty('product');
  });

  test('a refused request shows the error toast and keeps nothing', async ({ page }) => {
    await page.goto('/en-fr/products/comete');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.getByRole('button', { name: 'A question about this piece?' }).click();
    await dialog(page).getByLabel('First name').fill('Ada');
    await dialog(page).getByLabel('Last name').fill('Lovelace');
    await dialog(page).getByLabel('Email').fill('ada@example.com');
    await dialog(page).getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('Your message could not be sent. Please try again later.'),
    ).toBeVisible();
    await expect(dialog(page)).toBeHidden();
  });
});

test.describe('the newsletter sign-up', () => {
  test('success for 5 s, then a cleared field; the same address again is already subscribed', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en-us');
    const email = newsletter(page).getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(newsletter(page).locator('input[name="pathname"]')).toHaveValue('/en-us');

    await email.fill('ada@');
    await email.blur();
    await expect(
      newsletter(page).getByText('Please enter a valid email address, like name@example.com.'),
    ).toBeVisible();
    await expect(newsletter(page).getByRole('button', { name: 'Subscribe' })).toBeDisabled();

    const address = unique('news');
    await email.fill(address);
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/subscribe'));
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    expect((await answer).status()).toBe(200);
    // The button's loader is a status too: the outcome message is the one that replaces the field.
    const message = newsletter(page).locator('[data-slot="newsletter-message"]');
    await expect(message).toHaveText('Thanks for subscribing');
    await expect(newsletter(page).getByLabel('Email address')).toHaveCount(0);
    await page.clock.runFor(4999);
    await expect(message).toHaveText('Thanks for subscribing');
    await page.clock.runFor(1);
    await expect(message).toHaveCount(0);
    await expect(newsletter(page).getByLabel('Email address')).toHaveValue('');
    await page.clock.resume();

    await newsletter(page).getByLabel('Email address').fill(address);
    await newsletter(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(message).toHaveText('Already subscribed. If not, please contact us.');
  });

  test('the button shows its loading label while the sign-up is on its way', async ({ page }) => {
    await page.goto('/');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/subscribe', async (route) => {
      await held;
      await route.fallback();
    });
    await newsletter(page).getByLabel('Adresse e-mail').fill(unique('attente'));
    await newsletter(page).getByRole('button', { name: 'S’inscrire' }).click();
    await expect(newsletter(page).locator('[data-slot="newsletter-submit"]')).toContainText(
      'Inscription…',
    );
    release();
    await expect(newsletter(page).locator('[data-slot="newsletter-message"]')).toHaveText(
      'Merci pour votre inscription',
    );
  });
});
