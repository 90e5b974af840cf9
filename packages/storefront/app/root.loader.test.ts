import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppContext } from './lib/server/context.server';
import { routeArgs, testContext } from './test/fakes';
import { loader } from './root';

beforeEach(() => setAppContext(testContext()));
afterEach(() => setAppContext(undefined));

describe('the root loader (the shell’s locale, behaviour §2)', () => {
  it.each([
    ['/', 'FR', 'FR'],
    ['/en-us', 'EN', 'US'],
    ['/en-fr/', 'EN', 'FR'],
    ['/en-us/products/etoile-treize', 'EN', 'US'],
  ] as const)(
    '%s keeps its locale on a page load and on a client navigation (.data request)',
    async (path, language, country) => {
      for (const dataRequest of [false, true]) {
        const args = routeArgs(path, {}, undefined, { dataRequest });
        const { locale, origin } = await loader(args);
        expect({ language: locale.language, country: locale.country, dataRequest }).toEqual({
          language,
          country,
          dataRequest,
        });
        expect(origin).toBe('http://shop.test');
      }
    },
  );
});
