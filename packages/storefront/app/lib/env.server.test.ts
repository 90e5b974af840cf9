import { describe, expect, it } from 'vitest';
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

  it('keeps the QA inspector off in production unless QA_INSPECTOR=on (issue 17)', () => {
    expect(parseEnv({}).qaInspector).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production' }).qaInspector).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', QA_INSPECTOR: 'on' }).qaInspector).toBe(true);
    expect(parseEnv({ QA_INSPECTOR: 'off' }).qaInspector).toBe(false);
    expect(problemsOf({ QA_INSPECTOR: 'yes' })).toEqual([
      'QA_INSPECTOR must be "on" or "off" (got "yes")',
    ]);
  });
});
