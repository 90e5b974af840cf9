import type { Locator } from '@playwright/test';

/**
 * Records every value an element's attribute takes from now on, in order. A state that lasts a
 * moment (a 1 s debounce) can end between two polls of `expect` on a busy machine; the record
 * keeps it, so a test can still check that the state came, and came before the next one.
 */
export async function recordAttribute(
  target: Locator,
  name: string,
): Promise<() => Promise<string[]>> {
  const key = `__attributeLog_${name.replace(/\W/g, '_')}_${Date.now()}`;
  await target.evaluate(
    (element, { name, key }) => {
      const values: string[] = [];
      (window as unknown as Record<string, string[]>)[key] = values;
      new MutationObserver(() => {
        const value = element.getAttribute(name) ?? '';
        if (values.at(-1) !== value) values.push(value);
      }).observe(element, { attributes: true, attributeFilter: [name] });
    },
    { name, key },
  );
  return () =>
    target
      .page()
      .evaluate((key) => [...(window as unknown as Record<string, string[]>)[key]!], key);
}
