import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { stack } from './env';

/** The journeys' `test`: `baseURL` is the storefront the global setup started. */
export const test = base.extend<{ axe: (page: Page) => Promise<void> }>({
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
