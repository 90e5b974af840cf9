import { DEFAULT_BACKEND_POLICY, type BackendPolicy } from './backend.server';
import { isAddress, normaliseAddress } from '../http/ipAddress.server';

/**
 * Configuration from environment variables (issue 6). Every variable is checked at start and each
 * problem gets its own message; with nothing set, the storefront points at the local emulators.
 */
export interface StorefrontEnv {
  /** Origin of the Storefront API: a Shopify domain or an `http(s)://host:port` URL. */
  storeDomain: string;
  storefrontToken: string;
  storefrontApiVersion: string;
  /**
   * Public origin of this storefront (`PUBLIC_STORE_ORIGIN`), where account e-mails link; unset,
   * each request's own origin is used.
   */
  publicStoreOrigin: string | undefined;
  sanity: {
    projectId: string;
    dataset: string;
    apiVersion: string;
    /** `undefined` means the real Sanity API on the project hostname. */
    apiHost: string | undefined;
    token: string | undefined;
    /** Server-side token allowed to write (contact requests); never sent to a browser. */
    writeToken?: string;
    previewSecret: string | undefined;
  };
  sessionSecret: string;
  gaTrackingId: string | undefined;
  /** Where the tag manager's script is loaded from, once consent and a tracking id exist (issue 11). */
  tagManagerScriptUrl: string;
  /** Whether anonymous pages go through the in-process micro-cache (ADR 002, `PAGE_CACHE`). */
  pageCache: boolean;
  /** Whether `?inspect` may open the QA inspector panel (issue 17, `QA_INSPECTOR`). */
  qaInspector: boolean;
  production: boolean;
  /** Deadline and retries of every commerce and content call (issue 13). */
  backend: BackendPolicy;
  /**
   * Addresses of the proxies in front of the shop (`TRUSTED_PROXIES`, comma-separated): only a
   * request from one of them has its `X-Forwarded-For` read for the client's address.
   */
  trustedProxies: string[];
}

/** Thrown when the environment is unusable; `problems` has one line per variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The storefront configuration is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'EnvError';
  }
}

const EMULATOR = {
  storeDomain: 'http://127.0.0.1:4100',
  storefrontToken: 'local-storefront-token',
  sanityHost: 'http://127.0.0.1:4200',
  sanityProjectId: 'treize',
  sanityToken: 'local-content-token',
};

/** Spec §9: the commerce Storefront API version. */
const DEFAULT_STOREFRONT_API_VERSION = '2023-10';
const DEFAULT_SANITY_API_VERSION = '2025-02-19';
/** Google's tag manager (gtag.js); the demo and the journeys point it at a local stand-in. */
const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const DEV_SESSION_SECRET = 'treize-dev-session-secret-not-for-production';

type Source = Record<string, string | undefined>;

function read(source: Source, name: string): string | undefined {
  const value = source[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Whether a URL names this machine: the local emulators, never a real backend. */
function isLoopback(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(value).hostname);
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Validates `source` (normally `process.env`) and returns the typed configuration, or throws an
 * `EnvError` listing every missing or malformed variable.
 */
export function parseEnv(source: Source): StorefrontEnv {
  const problems: string[] = [];
  const production = source.NODE_ENV === 'production';
  const check = (
    name: string,
    value: string | undefined,
    ok: (v: string) => boolean,
    rule: string,
  ) => {
    if (value !== undefined && !ok(value)) problems.push(`${name} ${rule} (got "${value}")`);
    return value;
  };

  const domainSet = read(source, 'PUBLIC_STORE_DOMAIN');
  const storeDomain = check(
    'PUBLIC_STORE_DOMAIN',
    domainSet ?? EMULATOR.storeDomain,
    (v) => (v.includes('://') ? isHttpUrl(v) : /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v)),
    'must be a shop domain like "my-shop.myshopify.com" or an http(s) URL',
  )!;
  let storefrontToken = read(source, 'PUBLIC_STOREFRONT_API_TOKEN');
  if (!storefrontToken) {
    // An emulator on another port still takes the emulator token; a real shop needs its own.
    if (domainSet && !isLoopback(domainSet)) {
      problems.push(
        'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
      );
    }
    storefrontToken = EMULATOR.storefrontToken;
  }
  const storefrontApiVersion = check(
    'PUBLIC_STOREFRONT_API_VERSION',
    read(source, 'PUBLIC_STOREFRONT_API_VERSION') ?? DEFAULT_STOREFRONT_API_VERSION,
    (v) => /^(\d{4}-(01|04|07|10)|unstable)$/.test(v),
    'must be a Storefront API version like "2023-10"',
  )!;

  const publicStoreOrigin = check(
    'PUBLIC_STORE_ORIGIN',
    read(source, 'PUBLIC_STORE_ORIGIN'),
    (v) => isHttpUrl(v) && new URL(v).origin === v.replace(/\/$/, ''),
    'must be an origin like "https://shop.example.com" (no path)',
  )?.replace(/\/$/, '');

  const projectSet = read(source, 'SANITY_PROJECT_ID');
  const projectId = check(
    'SANITY_PROJECT_ID',
    projectSet ?? EMULATOR.sanityProjectId,
    (v) => /^[a-z0-9][a-z0-9-]*$/.test(v),
    'must contain only lowercase letters, digits and dashes',
  )!;
  const dataset = check(
    'SANITY_DATASET',
    read(source, 'SANITY_DATASET') ?? 'production',
    (v) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(v),
    'must be 1–64 lowercase letters, digits, "_" or "-"',
  )!;
  const apiVersion = check(
    'SANITY_API_VERSION',
    read(source, 'SANITY_API_VERSION') ?? DEFAULT_SANITY_API_VERSION,
    (v) => /^v?\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v.replace(/^v/, ''))),
    'must be a date like "2025-02-19"',
  )!;
  // A real project without SANITY_API_HOST talks to api.sanity.io; no project means the emulator.
  const apiHost = check(
    'SANITY_API_HOST',
    read(source, 'SANITY_API_HOST') ?? (projectSet ? undefined : EMULATOR.sanityHost),
    isHttpUrl,
    'must be an http(s) URL',
  );
  const token =
    read(source, 'SANITY_API_TOKEN') ?? (isLoopback(apiHost) ? EMULATOR.sanityToken : undefined);
  // The emulator takes one token for reads and writes; a real project needs an Editor token.
  const writeToken =
    read(source, 'SANITY_WRITE_TOKEN') ?? (isLoopback(apiHost) ? EMULATOR.sanityToken : undefined);
  const previewSecret = check(
    'SANITY_PREVIEW_SECRET',
    read(source, 'SANITY_PREVIEW_SECRET'),
    (v) => v.length >= 8,
    'must be at least 8 characters',
  );
  if (previewSecret && !token) {
    problems.push(
      'SANITY_API_TOKEN is required when SANITY_PREVIEW_SECRET is set (preview reads drafts)',
    );
  }

  let sessionSecret = read(source, 'SESSION_SECRET');
  // The local demo (both backends on this machine) runs the production build without secrets;
  // anything talking to a real shop or project must sign its cookies with its own secret.
  const localDemo = isLoopback(storeDomain) && isLoopback(apiHost);
  if (!sessionSecret) {
    if (production && !localDemo) {
      problems.push(
        'SESSION_SECRET is required in production (it signs the session and cart cookies)',
      );
    }
    sessionSecret = DEV_SESSION_SECRET;
  } else {
    check('SESSION_SECRET', sessionSecret, (v) => v.length >= 16, 'must be at least 16 characters');
  }
  const gaTrackingId = check(
    'GA_TRACKING_ID',
    read(source, 'GA_TRACKING_ID'),
    (v) => /^(G|UA|GT|AW)-[A-Z0-9-]+$/.test(v),
    'must look like "G-XXXXXXX"',
  );

  const tagManagerScriptUrl = check(
    'TAG_MANAGER_SCRIPT_URL',
    read(source, 'TAG_MANAGER_SCRIPT_URL') ?? DEFAULT_TAG_MANAGER_SCRIPT_URL,
    isHttpUrl,
    'must be an http(s) URL',
  )!;

  // ADR 002: on by default in production, where pages are built from the 5 s backend cache anyway.
  const pageCacheSetting = check(
    'PAGE_CACHE',
    read(source, 'PAGE_CACHE')?.toLowerCase(),
    (v) => v === 'on' || v === 'off',
    'must be "on" or "off"',
  );

  // Issue 13: how long a backend call may take before the shopper gets the 503 page.
  const timeoutSetting = check(
    'BACKEND_TIMEOUT_MS',
    read(source, 'BACKEND_TIMEOUT_MS'),
    (v) => /^\d+$/.test(v) && Number(v) >= 50 && Number(v) <= 60_000,
    'must be a number of milliseconds from 50 to 60000',
  );
  const requestBudgetSetting = check(
    'BACKEND_REQUEST_BUDGET_MS',
    read(source, 'BACKEND_REQUEST_BUDGET_MS'),
    (v) => /^\d+$/.test(v) && Number(v) >= 100 && Number(v) <= 120_000,
    'must be a number of milliseconds from 100 to 120000',
  );
  const retriesSetting = check(
    'BACKEND_RETRIES',
    read(source, 'BACKEND_RETRIES'),
    (v) => /^[0-3]$/.test(v),
    'must be 0, 1, 2 or 3',
  );
  // Issue 17: QA tooling stays out of production unless someone turns it on (the demo and e2e do).
  const qaInspectorSetting = check(
    'QA_INSPECTOR',
    read(source, 'QA_INSPECTOR')?.toLowerCase(),
    (v) => v === 'on' || v === 'off',
    'must be "on" or "off"',
  );

  const trustedProxies = (read(source, 'TRUSTED_PROXIES') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const notAddresses = trustedProxies.filter((entry) => !isAddress(entry));
  if (notAddresses.length > 0)
    problems.push(
      `TRUSTED_PROXIES must list IP addresses separated by commas (not: ${notAddresses.join(', ')})`,
    );

  if (problems.length > 0) throw new EnvError(problems);
  return {
    storeDomain,
    storefrontToken,
    storefrontApiVersion,
    publicStoreOrigin,
    sanity: { projectId, dataset, apiVersion, apiHost, token, writeToken, previewSecret },
    sessionSecret,
    gaTrackingId,
    tagManagerScriptUrl,
    pageCache: pageCacheSetting === undefined ? production : pageCacheSetting === 'on',
    qaInspector: qaInspectorSetting === undefined ? !production : qaInspectorSetting === 'on',
    production,
    backend: {
      timeoutMs:
        timeoutSetting === undefined ? DEFAULT_BACKEND_POLICY.timeoutMs : Number(timeoutSetting),
      retries:
        retriesSetting === undefined ? DEFAULT_BACKEND_POLICY.retries : Number(retriesSetting),
      requestBudgetMs:
        requestBudgetSetting === undefined
          ? DEFAULT_BACKEND_POLICY.requestBudgetMs
          : Number(requestBudgetSetting),
    },
    trustedProxies: trustedProxies.map(normaliseAddress),
  };
}

let cached: StorefrontEnv | undefined;

/** The process configuration, parsed once. */
export function getEnv(): StorefrontEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
