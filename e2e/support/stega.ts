import { expect, type Locator } from '@playwright/test';

/**
 * A run of the invisible characters Sanity's stega writes after a text in preview (its current and
 * older encodings): the text's edit link in the Studio.
 */
export const STEGA = /[\u200B-\u200D\u2060-\u2063\uFEFF\u{1D173}-\u{1D17A}]{4,}/u;

/** A preview text as the editor reads it: without its edit link. */
export function withoutStega(text: string | null): string {
  return (text ?? '').replace(new RegExp(STEGA.source, 'gu'), '');
}

/** Waits until a preview element reads `text` once its edit link is set aside. */
export async function expectPreviewText(locator: Locator, text: string, timeout = 15_000) {
  await expect.poll(async () => withoutStega(await locator.textContent()), { timeout }).toBe(text);
}
