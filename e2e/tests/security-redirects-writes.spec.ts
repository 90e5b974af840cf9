import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { contentQuery } from '../support/content';
import { stack } from '../support/env';
import { expect as baseExpect, test } from '../support/fixtures';

// A sign-in goes through the storefront and the emulator, and a guessed address is answered
// more slowly on purpose: more than the suite's default budget per step.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The shop's security rules as a shopper's browser meets them: return paths built to leave the
 * site (dot segments, tabs, CR LF, a full-width space) keep Chromium on the shop and never cost a
 * 5xx; wrong passwords typed by someone else only slow the owner down; a form on another site
 * cannot write anything.
 */

const PASSWORD = 'treize-13-or';
const newEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Paths that a naive redirect would turn into another site, and that the shop's rule
 * (`sameSitePath`) refuses: the shopper lands on the safe fallback (the account overview after a
 * sign-in, the locale's home after a privacy choice).
 */
const REFUSED_PATHS = [
  '/.//evil.example',
  '/..//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '/\\evil.example',
];
/**
 * Paths that look hostile but are paths on this site once the URL parser has read them (an
 * encoded tab, a full-width space that it percent-encodes): the shop may follow them, and the
 * browser must still land on the shop (a 404 page there), never on evil.example.
 */
const HARMLESS_PATHS = ['/%09/evil.example', '/\u3000/evil.example'];
const HOSTILE_PATHS = [...REFUSED_PATHS, ...HARMLESS_PATHS];

const LANGUAGES = [
  { name: 'English', prefix: '/en-us', email: 'Email address', loginFailed: /did not recognize/ },
  { name: 'French', prefix: '', email: 'Adresse e-mail', loginFailed: /nous ne reconnaissons pas/ },
] as const;

async function register(request: APIRequestContext, email: string) {
  const answer = await request.post(`${stack.storefront}/en-us/account/register`, {
    form: { email, password: PASSWORD, passwordConfirm: PASSWORD },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
}

/** Records every main-frame answer and catches any request to the hostile host. */
async function watch(page: Page) {
  const statuses: number[] = [];
  const offSite: string[] = [];
  page.on('response', (response: Response) => {
    if (response.request().frame() === page.mainFrame()) statuses.push(response.status());
  });
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    async (route) => {
      offSite.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' });
    },
  );
  return { statuses, offSite };
}

const signInForm = (page: Page) => page.locator('form[data-slot="account-form"]');
// The label reads "Password*" to Playwright (the required mark is aria-hidden but still text), so
// an exact label match never finds it: the field is found by its name, as account.spec.ts does.
const passwordField = (page: Page) => signInForm(page).locator('input[name="password"]');
const isSignInPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname.includes('/account/login');

test.describe('redirects stay on the shop (Chromium follows them)', () => {
  for (const language of LANGUAGES) {
    for (const path of HOSTILE_PATHS) {
      const refused = REFUSED_PATHS.includes(path);
      test(`sign-in in ${language.name} with redirectTo=${JSON.stringify(path)}`, async ({
        page,
        request,
      }) => {
        const email = newEmail('retour');
        await register(request, email);
        const seen = await watch(page);
        await page.goto(
          `${language.prefix}/account/login?${new URLSearchParams({ redirectTo: path })}`,
        );
        // The form's hidden field carries the hostile value (the HTML parser reads CR LF as LF).
        const lines = (value: string) => value.replace(/\r\n?/g, '\n');
        await expect
          .poll(async () =>
            lines(await signInForm(page).locator('input[name="redirectTo"]').inputValue()),
          )
          .toBe(lines(path));
        await signInForm(page).getByLabel(language.email).fill(email);
        await passwordField(page).fill(PASSWORD);
        await signInForm(page).locator('button[type="submit"]').click();
        if (refused) {
          await expect(page).toHaveURL(`${stack.storefront}${language.prefix}/account`);
          await expect(page.locator('[data-slot="account-profile"]')).toContainText(email);
        } else {
          // Followed as a path of this shop: its 404 page, on the shop.
          const encoded = new URL(path, stack.storefront).pathname;
          await expect(page).toHaveURL(`${stack.storefront}${encoded}`);
        }
        expect(new URL(page.url()).origin).toBe(stack.storefront);
        expect(seen.offSite).toEqual([]);
        expect(seen.statuses.filter((status) => status >= 500)).toEqual([]);
      });
    }
  }

  test.describe('the privacy notice without JavaScript', () => {
    // The notice's own no-script form: a fresh visitor, no scripts, so the browser posts it and
    // follows the 303 itself.
    test.use({ javaScriptEnabled: false, privacyChoice: null });

    test('returns to the shop whatever redirectTo says', async ({ page, context }) => {
      test.setTimeout(120_000);
      const seen = await watch(page);
      for (const path of HOSTILE_PATHS) {
        await context.clearCookies();
        await page.goto('/en-us');
        const notice = page.getByTestId('privacy-notice');
        await notice.locator('input[name="redirectTo"]').evaluate((input, value) => {
          (input as HTMLInputElement).value = value;
        }, path);
        const [posted, landed] = await Promise.all([
          page.waitForResponse(
            (response) =>
              response.request().method() === 'POST' &&
              new URL(response.url()).pathname === '/en-us/api/consent',
          ),
          // The page the browser followed the 303 to, wherever that is.
          page.waitForResponse(
            (response) =>
              response.request().redirectedFrom()?.method() === 'POST' &&
              response.request().frame() === page.mainFrame(),
          ),
          notice.getByRole('button', { name: 'Refuse' }).click(),
        ]);
        expect(posted.status(), path).toBe(303);
        const location = (await posted.allHeaders())['location'] ?? '';
        expect(location, path).toMatch(/^\/(?![/\\])/);
        expect(location, path).toBe(
          REFUSED_PATHS.includes(path) ? '/en-us' : new URL(path, stack.storefront).pathname,
        );
        expect(new URL(landed.url()).origin, path).toBe(stack.storefront);
        expect(landed.status(), path).toBeLessThan(500);
        await page.waitForLoadState('load');
        expect(new URL(page.url()).origin, path).toBe(stack.storefront);
        // The choice still counts, whatever the return path.
        expect(
          (await context.cookies()).find((cookie) => cookie.name === 'privacyPolicy')?.value,
          path,
        ).toBe('refused');
      }
      expect(seen.offSite).toEqual([]);
      expect(seen.statuses.filter((status) => status >= 500)).toEqual([]);
    });
  });
});

test.describe('wrong passwords never lock the owner out', () => {
  test('after five wrong passwords, the right one still opens the account', async ({
    page,
    request,
  }) => {
    // Three free failures, then 1 s and 2 s for the wrong ones and 4 s for the right one.
    test.setTimeout(120_000);
    const email = newEmail('proprietaire');
    await register(request, email);
    await page.goto('/en-us/account/login');
    const form = signInForm(page);
    const submit = form.locator('button[type="submit"]');
    const error = page.locator('[data-slot="account-form-error"]');
    for (let attempt = 0; attempt < 5; attempt++) {
      await form.getByLabel('Email address').fill(email);
      await passwordField(page).fill(`not-it-${attempt}`);
      // Each attempt is answered before the next: the message of the previous one is already
      // on the page, so seeing it proves nothing by itself.
      const [answer] = await Promise.all([
        page.waitForResponse((response) => isSignInPost(response.request()), { timeout: 30_000 }),
        submit.click(),
      ]);
      expect(answer.status(), `attempt ${attempt + 1}`).toBe(400);
      await expect(error).toHaveText(/did not recognize/);
      await expect(submit).toBeEnabled();
    }
    await form.getByLabel('Email address').fill(email);
    await passwordField(page).fill(PASSWORD);
    const started = Date.now();
    await Promise.all([
      page.waitForResponse((response) => isSignInPost(response.request()), { timeout: 30_000 }),
      submit.click(),
    ]);
    // Slowed (the fifth failure's 4 s wait), not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
    await expect(page).toHaveURL(`${stack.storefront}/en-us/account`);
    await expect(page.locator('[data-slot="account-profile"]')).toContainText(email);
    await expect(page.getByText(/Too many sign-in attempts/)).toHaveCount(0);
  });
});

test.describe('writes from another site change nothing', () => {
  const crossSite = { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' };
  const FR = /Cette demande vient d’un autre site/;
  const EN = /came from another website/;

  test('contact, newsletter, privacy choice, cart, account and analytics refuse with 403', async ({
    request,
  }) => {
    const own = { Origin: stack.storefront, 'Sec-Fetch-Site': 'same-origin' };
    const email = newEmail('ailleurs');
    // An account that exists: a sign-in or a reset link asked from elsewhere must do nothing.
    const owner = newEmail('titulaire');
    await register(request, owner);
    // An address without an account: a registration from elsewhere must not create one.
    const newcomer = newEmail('nouveau');
    const posts: [string, Record<string, string>, RegExp][] = [
      [
        '/api/contact',
        {
          language: 'EN',
          currency: 'USD',
          pathname: '/en-us',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email,
          textContent: 'Sent from elsewhere',
        },
        // Refused before the body is read: in the language of the address (no prefix: French).
        FR,
      ],
      ['/api/subscribe', { email, pathname: '/en-us' }, FR],
      ['/en-us/api/consent', { choice: 'accepted' }, EN],
      ['/api/consent', { choice: 'accepted' }, FR],
      ['/en-us/cart', { cartFormInput: '{}' }, EN],
      ['/cart', { cartFormInput: '{}' }, FR],
      ['/en-us/account/login', { email: owner, password: PASSWORD }, EN],
      ['/account/login', { email: owner, password: PASSWORD }, FR],
      ['/en-us/account/recover', { email: owner }, EN],
      ['/account/register', { email: newcomer, password: PASSWORD, passwordConfirm: PASSWORD }, FR],
      ['/.well-known/shopify/monorail/unstable/produce_batch', { events: '[]' }, FR],
    ];
    for (const [path, form, message] of posts) {
      const answer = await request.post(`${stack.storefront}${path}`, {
        form,
        headers: crossSite,
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(403);
      expect(await answer.text(), path).toMatch(message);
      expect(answer.headers()['set-cookie'], path).toBeUndefined();
    }
    // The Origin header alone (a browser without Sec-Fetch-Site) is refused the same way.
    const byOrigin = await request.post(`${stack.storefront}/en-us/cart`, {
      form: { cartFormInput: '{}' },
      headers: { Origin: 'http://evil.example' },
      maxRedirects: 0,
    });
    expect(byOrigin.status()).toBe(403);
    expect(await byOrigin.text()).toMatch(EN);

    // Nothing was stored: no contact request in the content backend…
    const stored = await contentQuery<unknown[]>(
      `*[_type == "contactRequest" && email == "${email}"]`,
    );
    expect(stored).toEqual([]);
    // …no reset mail in the commerce emulator's outbox…
    const mails = async () =>
      (
        (await (await request.get(`${stack.commerce}/__emulator/outbox`)).json()) as {
          to: string;
          kind: string;
        }[]
      ).filter((mail) => mail.to === owner && mail.kind === 'customer_password_reset');
    expect(await mails()).toEqual([]);
    // …and the shop's own pages still can do each of these, as a first time.
    const subscribed = await request.post(`${stack.storefront}/api/subscribe`, {
      form: { email, pathname: '/en-us' },
      headers: own,
    });
    expect(subscribed.status()).toBe(200);
    const recovered = await request.post(`${stack.storefront}/en-us/account/recover`, {
      form: { email: owner },
      headers: own,
      maxRedirects: 0,
    });
    expect(recovered.status()).toBe(200);
    await expect.poll(async () => (await mails()).length).toBe(1);
    // The newcomer has no account yet: registering from the shop succeeds.
    const registered = await request.post(`${stack.storefront}/account/register`, {
      form: { email: newcomer, password: PASSWORD, passwordConfirm: PASSWORD },
      headers: own,
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    expect(registered.headers()['location']).toBe('/account');
  });

  test('a form under a locale prefix is told where forms go, in that language', async ({
    request,
  }) => {
    const answer = await request.post(`${stack.storefront}/en-us/api/contact`, {
      form: { email: 'ada@example.com' },
    });
    expect(answer.status()).toBe(405);
    const body = await answer.text();
    expect(body).toContain('No form is received at this address');
    expect(body).not.toContain('did not provide an action');
  });
});
