import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { stack } from './env';

/** The journeys' `test`: `baseURL` is the storefront the global setup started. */
/**
 * The privacy choice a journey starts with. Journeys about something else start as a shopper who
 * already accepted and closed the newsletter pop-up, so neither the notice nor the dialog stands
 * in their way; the consent journey starts fresh (`test.use({ privacyChoice: null })`).
 */
export type PresetPrivacyChoice = 'accepted' | 'refused' | null;

export const test = base.extend<{
  axe: (page: Page) => Promise<void>;
  privacyChoice: PresetPrivacyChoice;
}>({
  privacyChoice: ['accepted', { option: true }],
  // The tag manager's stand-in: an empty script on a host that does not exist, so no journey ever
  // leaves the machine (the consent journey counts these requests itself).
  context: async ({ context, privacyChoice }, use) => {
    await context.route(`${new URL(stack.tagManagerScriptUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* tag manager stand-in */' }),
    );
    if (privacyChoice) {
      await context.addCookies(
        [
          { name: 'privacyPolicy', value: privacyChoice },
          { name: 'newsletterPopup', value: 'accepted' },
        ].map((cookie) => ({ ...cookie, url: stack.storefront, sameSite: 'Lax' as const })),
      );
    }
    await use(context);
  },
  // A click before React has hydrated the page takes the no-JavaScript path (a form post, a full
  // load), which the interactive path would win on a quiet machine and lose on a busy one: with
  // JavaScript on, every navigation waits for the storefront's `<html data-hydrated>` mark.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      // Only storefront documents hydrate; a resource route's plain answer (a 401 text) does not.
      const hydrated = async (response: Response | null) => {
        if (!response?.headers()['content-type']?.includes('text/html')) return;
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await hydrated(response);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await hydrated(response);
        return response;
      };
    }
    await use(page);
  },
  // Playwright reads fixture dependencies from the destructuring pattern, so an empty one is required.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(stack.storefront);
  },
  // eslint-disable-next-line no-empty-pattern
  axe: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
      expect(summary).toEqual([]);
    });
  },
});

export { expect };
