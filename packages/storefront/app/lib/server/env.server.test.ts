import { describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv } from './env.server';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseEnv', () => {
  it('points at the local emulators when nothing is set', () => {
    const env = parseEnv({});
    expect(env.storeDomain).toBe('http://127.0.0.1:4100');
    expect(env.storefrontToken).toBe('local-storefront-token');
    expect(env.storefrontApiVersion).toBe('2023-10');
    expect(env.sanity).toMatchObject({
      projectId: 'treize',
      dataset: 'production',
      apiVersion: '2025-02-19',
      apiHost: 'http://127.0.0.1:4200',
      token: 'local-content-token',
      previewSecret: undefined,
      studioUrl: 'https://localhost:3333',
    });
    expect(env.sessionSecret.length).toBeGreaterThan(16);
  });

  it('loads the tag manager from Google unless TAG_MANAGER_SCRIPT_URL says otherwise', () => {
    expect(parseEnv({}).tagManagerScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    expect(
      parseEnv({ TAG_MANAGER_SCRIPT_URL: 'http://127.0.0.1:5301/gtag/js' }).tagManagerScriptUrl,
    ).toBe('http://127.0.0.1:5301/gtag/js');
    expect(problemsOf({ TAG_MANAGER_SCRIPT_URL: 'javascript:alert(1)' })[0]).toMatch(
      /^TAG_MANAGER_SCRIPT_URL must be an http\(s\) URL/,
    );
  });

  it('talks to the real Sanity API for a real project', () => {
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_API_TOKEN: 'sk' });
    expect(env.sanity.apiHost).toBeUndefined();
    expect(env.sanity.token).toBe('sk');
    // A real project writes contact requests only with its own write token.
    expect(env.sanity.writeToken).toBeUndefined();
  });

  it('takes the contact requests write token from SANITY_WRITE_TOKEN', () => {
    expect(parseEnv({}).sanity.writeToken).toBe('local-content-token');
    const env = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_WRITE_TOKEN: 'sk-write' });
    expect(env.sanity.writeToken).toBe('sk-write');
  });

  it('names every malformed variable', () => {
    const problems = problemsOf({
      PUBLIC_STORE_DOMAIN: 'not a domain',
      PUBLIC_STOREFRONT_API_VERSION: '2023-13',
      SANITY_PROJECT_ID: 'Bad Id',
      SANITY_DATASET: 'UPPER',
      SANITY_API_VERSION: 'yesterday',
      SANITY_API_HOST: 'ftp://x',
      SANITY_PREVIEW_SECRET: 'short',
      SESSION_SECRET: 'tiny',
      GA_TRACKING_ID: 'nope',
    });
    for (const name of [
      'PUBLIC_STORE_DOMAIN',
      'PUBLIC_STOREFRONT_API_TOKEN',
      'PUBLIC_STOREFRONT_API_VERSION',
      'SANITY_PROJECT_ID',
      'SANITY_DATASET',
      'SANITY_API_VERSION',
      'SANITY_API_HOST',
      'SANITY_PREVIEW_SECRET',
      'SESSION_SECRET',
      'GA_TRACKING_ID',
    ]) {
      expect(
        problems.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
    }
  });

  it('requires a session secret in production against real backends', () => {
    const real = {
      PUBLIC_STORE_DOMAIN: 'treize.myshopify.com',
      PUBLIC_STOREFRONT_API_TOKEN: 't',
      SANITY_PROJECT_ID: 'abc',
    };
    expect(problemsOf({ NODE_ENV: 'production', ...real })).toEqual([
      'SESSION_SECRET is required in production (it signs the session and cart cookies)',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-secret', ...real }),
    ).toEqual([]);
    expect(problemsOf({ ...real })).toEqual([]);
  });

  it('runs the local demo (emulators on any port) without token or secret', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4101',
      SANITY_API_HOST: 'http://127.0.0.1:4201',
    });
    expect(env.storefrontToken).toBe('local-storefront-token');
    expect(env.sanity.token).toBe('local-content-token');
    expect(problemsOf({ PUBLIC_STORE_DOMAIN: 'https://treize.myshopify.com' })).toEqual([
      'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
    ]);
  });

  it('lists each problem once, in the order of the variables, rules across variables included', () => {
    expect(
      problemsOf({
        NODE_ENV: 'production',
        TRUSTED_PROXIES: '10.0.0.1, proxy',
        SANITY_PREVIEW_SECRET: 'open-sesame',
        SANITY_PROJECT_ID: 'abc',
        PUBLIC_STORE_DOMAIN: 'treize.myshopify.com',
        PAGE_CACHE: 'sometimes',
      }),
    ).toEqual([
      'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
      'SANITY_API_TOKEN is required when SANITY_PREVIEW_SECRET is set (preview reads drafts)',
      'SESSION_SECRET is required in production (it signs the session and cart cookies)',
      'PAGE_CACHE must be "on" or "off" (got "sometimes")',
      'TRUSTED_PROXIES must list IP addresses separated by commas (not: proxy)',
    ]);
  });

  it('requires a token for preview on a real project', () => {
    expect(problemsOf({ SANITY_PROJECT_ID: 'abc', SANITY_PREVIEW_SECRET: 'open-sesame' })).toEqual([
      'SANITY_API_TOKEN is required when SANITY_PREVIEW_SECRET is set (preview reads drafts)',
    ]);
  });

  it('turns the anonymous-page micro-cache on in production unless PAGE_CACHE=off (ADR 002)', () => {
    expect(parseEnv({}).pageCache).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }).pageCache).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', PAGE_CACHE: 'off' }).pageCache).toBe(false);
    expect(parseEnv({ PAGE_CACHE: 'ON' }).pageCache).toBe(true);
    expect(problemsOf({ PAGE_CACHE: 'maybe' })).toEqual([
      'PAGE_CACHE must be "on" or "off" (got "maybe")',
    ]);
  });

  it('keeps the QA inspector off in production unless QA_INSPECTOR=on', () => {
    expect(parseEnv({}).qaInspector).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).qaInspector).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', QA_INSPECTOR: 'on' }).qaInspector).toBe(true);
    expect(parseEnv({ QA_INSPECTOR: 'off' }).qaInspector).toBe(false);
    expect(problemsOf({ QA_INSPECTOR: 'yes' })).toEqual([
      'QA_INSPECTOR must be "on" or "off" (got "yes")',
    ]);
  });
});

describe('parseEnv, variable by variable', () => {
  it('takes a Redis URL and its deadline, and never echoes a Redis URL that may hold a password', () => {
    const env = parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_TIMEOUT_MS: '250' });
    expect(env.redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(env.redisTimeoutMs).toBe(250);
    expect(parseEnv({}).redisUrl).toBeUndefined();
    expect(parseEnv({}).redisTimeoutMs).toBe(1000);
    const problems = problemsOf({ REDIS_URL: 'http://:hunter2@cache.test', REDIS_TIMEOUT_MS: '5' });
    expect(problems).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL',
      'REDIS_TIMEOUT_MS must be a number of milliseconds from 10 to 10000 (got "5")',
    ]);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('reads trimmed values and takes a blank one as unset', () => {
    const env = parseEnv({
      PUBLIC_STOREFRONT_API_VERSION: '  2024-01  ',
      SANITY_DATASET: '   ',
      SANITY_PROJECT_ID: '',
    });
    expect(env.storefrontApiVersion).toBe('2024-01');
    expect(env.sanity.dataset).toBe('production');
    expect(env.sanity.projectId).toBe('treize');
    expect(env.sanity.apiHost).toBe('http://127.0.0.1:4200');
  });

  it('writes each problem as the variable, its rule and the value it got', () => {
    expect(problemsOf({ PUBLIC_STORE_DOMAIN: 'not a domain' })).toEqual([
      'PUBLIC_STORE_DOMAIN must be a shop domain like "my-shop.myshopify.com" or an http(s) URL (got "not a domain")',
      'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
    ]);
    expect(
      problemsOf({
        PUBLIC_STOREFRONT_API_VERSION: '2023-13',
        SANITY_PROJECT_ID: 'Bad Id',
        SANITY_DATASET: 'UPPER',
        SANITY_API_VERSION: 'yesterday',
        SANITY_API_HOST: 'ftp://x',
        SANITY_API_TOKEN: 'sk',
        SANITY_PREVIEW_SECRET: 'short',
        SESSION_SECRET: 'tiny',
        GA_TRACKING_ID: 'nope',
        BACKEND_TIMEOUT_MS: 'soon',
        BACKEND_RETRIES: 'many',
      }),
    ).toEqual([
      'PUBLIC_STOREFRONT_API_VERSION must be a Storefront API version like "2023-10" (got "2023-13")',
      'SANITY_PROJECT_ID must contain only lowercase letters, digits and dashes (got "Bad Id")',
      'SANITY_DATASET must be 1–64 lowercase letters, digits, "_" or "-" (got "UPPER")',
      'SANITY_API_VERSION must be a date like "2025-02-19" (got "yesterday")',
      'SANITY_API_HOST must be an http(s) URL (got "ftp://x")',
      'SANITY_PREVIEW_SECRET must be at least 8 characters (got "short")',
      'SESSION_SECRET must be at least 16 characters (got "tiny")',
      'GA_TRACKING_ID must look like "G-XXXXXXX" (got "nope")',
      'BACKEND_TIMEOUT_MS must be a number of milliseconds from 50 to 60000 (got "soon")',
      'BACKEND_RETRIES must be 0, 1, 2 or 3 (got "many")',
    ]);
  });

  it('throws an EnvError that lists every problem on its own line', () => {
    let thrown: unknown;
    try {
      parseEnv({ PAGE_CACHE: 'maybe', QA_INSPECTOR: 'yes' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    expect((thrown as EnvError).name).toBe('EnvError');
    expect((thrown as EnvError).message).toBe(
      'The storefront configuration is invalid:\n' +
        '  - PAGE_CACHE must be "on" or "off" (got "maybe")\n' +
        '  - QA_INSPECTOR must be "on" or "off" (got "yes")',
    );
  });

  it('takes a shop domain in any case, or an http(s) URL, and nothing around them', () => {
    const token = { PUBLIC_STOREFRONT_API_TOKEN: 't' };
    for (const domain of [
      'my-shop.myshopify.com',
      'Treize.MyShopify.COM',
      'shop.example.co.uk',
      'https://shop.example.com',
      'http://127.0.0.1:4101',
    ]) {
      expect(parseEnv({ ...token, PUBLIC_STORE_DOMAIN: domain }).storeDomain, domain).toBe(domain);
    }
    for (const domain of [
      'localhost',
      'my-shop.myshopify.com/',
      '/my-shop.myshopify.com',
      'my_shop.myshopify.com',
      'my-shop..com',
      'ftp://shop.example.com',
      'https://',
    ]) {
      expect(problemsOf({ ...token, PUBLIC_STORE_DOMAIN: domain }), domain).toEqual([
        `PUBLIC_STORE_DOMAIN must be a shop domain like "my-shop.myshopify.com" or an http(s) URL (got "${domain}")`,
      ]);
    }
  });

  it('lends the emulator token to an emulator on this machine only', () => {
    for (const domain of ['http://localhost:4100', 'http://[::1]:4100', 'http://127.0.0.1:9']) {
      const env = parseEnv({ PUBLIC_STORE_DOMAIN: domain });
      expect(env.storefrontToken, domain).toBe('local-storefront-token');
    }
    for (const domain of [
      'http://127.0.0.2:4100',
      'http://shop.localhost.example',
      'shop.example.com',
    ]) {
      expect(problemsOf({ PUBLIC_STORE_DOMAIN: domain }), domain).toEqual([
        'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
      ]);
    }
    expect(
      parseEnv({ PUBLIC_STORE_DOMAIN: 'shop.example.com', PUBLIC_STOREFRONT_API_TOKEN: 'own' })
        .storefrontToken,
    ).toBe('own');
  });

  it('takes the public origin of account e-mail links, and refuses one with a path', () => {
    expect(parseEnv({}).publicStoreOrigin).toBeUndefined();
    expect(parseEnv({ PUBLIC_STORE_ORIGIN: 'https://boutique.example/' }).publicStoreOrigin).toBe(
      'https://boutique.example',
    );
    for (const bad of ['boutique.example', 'https://boutique.example/fr', 'ftp://x.example']) {
      expect(() => parseEnv({ PUBLIC_STORE_ORIGIN: bad })).toThrow(/PUBLIC_STORE_ORIGIN/);
    }
  });

  it('takes Storefront API versions of January, April, July and October, or unstable', () => {
    for (const version of ['2024-01', '2024-04', '2024-07', '2025-10', 'unstable']) {
      expect(parseEnv({ PUBLIC_STOREFRONT_API_VERSION: version }).storefrontApiVersion).toBe(
        version,
      );
    }
    for (const version of [
      '2024-02',
      '2024-1',
      '24-01',
      'x2024-01',
      '2024-01x',
      'unstablex',
      'xunstable',
    ]) {
      expect(problemsOf({ PUBLIC_STOREFRONT_API_VERSION: version }), version).toEqual([
        `PUBLIC_STOREFRONT_API_VERSION must be a Storefront API version like "2023-10" (got "${version}")`,
      ]);
    }
  });

  it('takes a Sanity project id of lowercase letters, digits and inner dashes', () => {
    expect(parseEnv({ SANITY_PROJECT_ID: '9ab-c1' }).sanity.projectId).toBe('9ab-c1');
    for (const id of ['-abc', 'abC', 'ab_c', 'ab c']) {
      expect(problemsOf({ SANITY_PROJECT_ID: id }), id).toEqual([
        `SANITY_PROJECT_ID must contain only lowercase letters, digits and dashes (got "${id}")`,
      ]);
    }
  });

  it('takes a dataset of 1 to 64 lowercase letters, digits, "_" or "-"', () => {
    const longest = `a${'_'.repeat(62)}-`;
    expect(parseEnv({ SANITY_DATASET: longest }).sanity.dataset).toBe(longest);
    expect(parseEnv({ SANITY_DATASET: '1' }).sanity.dataset).toBe('1');
    for (const dataset of [`${longest}x`, '_staging', '-staging', 'stag ing', 'Staging']) {
      expect(problemsOf({ SANITY_DATASET: dataset }), dataset).toEqual([
        `SANITY_DATASET must be 1–64 lowercase letters, digits, "_" or "-" (got "${dataset}")`,
      ]);
    }
  });

  it('takes a Sanity API version that is a real date, with or without a v', () => {
    for (const version of ['2021-03-25', 'v2021-03-25']) {
      expect(parseEnv({ SANITY_API_VERSION: version }).sanity.apiVersion).toBe(version);
    }
    for (const version of [
      '2021-13-45',
      'v2021-13-45',
      'x2021-03-25',
      '2021-03-25x',
      'vv2021-03-25',
      // Dates JavaScript would still read, around a well-formed one.
      'Monday 2021-03-25',
      '2021-03-25T10:00',
    ]) {
      expect(problemsOf({ SANITY_API_VERSION: version }), version).toEqual([
        `SANITY_API_VERSION must be a date like "2025-02-19" (got "${version}")`,
      ]);
    }
  });

  it('gives the emulator tokens to a Sanity host on this machine and none to another', () => {
    const local = parseEnv({ SANITY_PROJECT_ID: 'abc', SANITY_API_HOST: 'http://localhost:4201' });
    expect(local.sanity).toMatchObject({
      apiHost: 'http://localhost:4201',
      token: 'local-content-token',
      writeToken: 'local-content-token',
    });
    const remote = parseEnv({ SANITY_API_HOST: 'https://abc.api.sanity.io' });
    expect(remote.sanity).toMatchObject({
      projectId: 'treize',
      apiHost: 'https://abc.api.sanity.io',
      token: undefined,
      writeToken: undefined,
    });
    const own = parseEnv({ SANITY_API_TOKEN: 'sk-read', SANITY_WRITE_TOKEN: 'sk-write' });
    expect(own.sanity).toMatchObject({ token: 'sk-read', writeToken: 'sk-write' });
  });

  it('takes a preview secret of 8 characters or more', () => {
    expect(parseEnv({ SANITY_PREVIEW_SECRET: '12345678' }).sanity.previewSecret).toBe('12345678');
    expect(problemsOf({ SANITY_PREVIEW_SECRET: '1234567' })).toEqual([
      'SANITY_PREVIEW_SECRET must be at least 8 characters (got "1234567")',
    ]);
  });

  it('signs with the development secret unless SESSION_SECRET has 16 characters or more', () => {
    expect(parseEnv({}).sessionSecret).toBe('treize-dev-session-secret-not-for-production');
    expect(parseEnv({ SESSION_SECRET: '0123456789abcdef' }).sessionSecret).toBe('0123456789abcdef');
    expect(problemsOf({ SESSION_SECRET: '0123456789abcde' })).toEqual([
      'SESSION_SECRET must be at least 16 characters (got "0123456789abcde")',
    ]);
  });

  it('counts as the local demo only when both backends are on this machine', () => {
    const required =
      'SESSION_SECRET is required in production (it signs the session and cart cookies)';
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([]);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUBLIC_STORE_DOMAIN: 'treize.myshopify.com',
        PUBLIC_STOREFRONT_API_TOKEN: 't',
      }),
    ).toEqual([required]);
    expect(
      problemsOf({ NODE_ENV: 'production', SANITY_API_HOST: 'https://abc.api.sanity.io' }),
    ).toEqual([required]);
    expect(problemsOf({ NODE_ENV: 'development', SANITY_PROJECT_ID: 'abc' })).toEqual([]);
    expect(parseEnv({ NODE_ENV: 'development' }).production).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('takes Google tag ids starting with G, UA, GT or AW', () => {
    for (const id of ['G-ABC123', 'UA-1234-5', 'GT-XYZ', 'AW-99']) {
      expect(parseEnv({ GA_TRACKING_ID: id }).gaTrackingId).toBe(id);
    }
    expect(parseEnv({}).gaTrackingId).toBeUndefined();
    for (const id of ['X-ABC', 'g-abc', 'G-abc', 'G-', 'xG-ABC', 'G-ABC ', 'G-AB C']) {
      expect(problemsOf({ GA_TRACKING_ID: id }), id).toEqual(
        id === 'G-ABC ' ? [] : [`GA_TRACKING_ID must look like "G-XXXXXXX" (got "${id}")`],
      );
    }
  });

  it('loads the tag manager from https as well', () => {
    expect(
      parseEnv({ TAG_MANAGER_SCRIPT_URL: 'https://tags.example.com/gtag.js' }).tagManagerScriptUrl,
    ).toBe('https://tags.example.com/gtag.js');
    expect(problemsOf({ TAG_MANAGER_SCRIPT_URL: 'not a url' })).toEqual([
      'TAG_MANAGER_SCRIPT_URL must be an http(s) URL (got "not a url")',
    ]);
  });

  it('waits 4000 ms and retries once by default', () => {
    expect(parseEnv({}).backend).toEqual({ timeoutMs: 4000, retries: 1, requestBudgetMs: 8000 });
  });

  it('takes a backend deadline from 50 to 60000 ms', () => {
    expect(parseEnv({ BACKEND_TIMEOUT_MS: '50' }).backend.timeoutMs).toBe(50);
    expect(parseEnv({ BACKEND_TIMEOUT_MS: '60000' }).backend.timeoutMs).toBe(60000);
    for (const value of ['49', '60001', '1e3', '-100', '+100', '100.5', '100ms', 'x100']) {
      expect(problemsOf({ BACKEND_TIMEOUT_MS: value }), value).toEqual([
        `BACKEND_TIMEOUT_MS must be a number of milliseconds from 50 to 60000 (got "${value}")`,
      ]);
    }
  });

  it('takes a request budget for all backend calls from 100 to 120000 ms', () => {
    expect(parseEnv({ BACKEND_REQUEST_BUDGET_MS: '9000' }).backend.requestBudgetMs).toBe(9000);
    for (const value of ['99', '120001', '8s', '-1']) {
      expect(problemsOf({ BACKEND_REQUEST_BUDGET_MS: value }), value).toEqual([
        `BACKEND_REQUEST_BUDGET_MS must be a number of milliseconds from 100 to 120000 (got "${value}")`,
      ]);
    }
  });

  it('takes 0 to 3 backend retries', () => {
    for (const retries of [0, 1, 2, 3]) {
      expect(parseEnv({ BACKEND_RETRIES: String(retries) }).backend.retries).toBe(retries);
    }
    for (const value of ['4', '-1', '01', '1 2']) {
      expect(problemsOf({ BACKEND_RETRIES: value }), value).toEqual([
        `BACKEND_RETRIES must be 0, 1, 2 or 3 (got "${value}")`,
      ]);
    }
  });

  it('reads PAGE_CACHE and QA_INSPECTOR in any case', () => {
    expect(parseEnv({ NODE_ENV: 'production', PAGE_CACHE: 'OFF' }).pageCache).toBe(false);
    expect(parseEnv({ PAGE_CACHE: 'on' }).pageCache).toBe(true);
    expect(parseEnv({ QA_INSPECTOR: 'OFF' }).qaInspector).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', QA_INSPECTOR: 'On' }).qaInspector).toBe(true);
  });
});

describe('getEnv', () => {
  it('parses process.env once and keeps that configuration', async () => {
    vi.resetModules();
    vi.stubEnv('PUBLIC_STOREFRONT_API_VERSION', '2024-07');
    try {
      const { getEnv } = await import('./env.server');
      const first = getEnv();
      expect(first.storefrontApiVersion).toBe('2024-07');
      vi.stubEnv('PUBLIC_STOREFRONT_API_VERSION', '2024-10');
      expect(getEnv()).toBe(first);
      expect(getEnv().storefrontApiVersion).toBe('2024-07');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
