import { DEFAULT_BACKEND_POLICY, type BackendPolicy } from './backend.server';
import { isAddress, normaliseAddress } from '../http/ipAddress.server';
import { z } from '../zod';

/**
 * Configuration from environment variables. Every variable is checked at start and each
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
    /** The Studio whose edit links preview strings carry (stega), and which may frame the preview. */
    studioUrl: string;
  };
  sessionSecret: string;
  gaTrackingId: string | undefined;
  /** Where the tag manager's script is loaded from, once consent and a tracking id exist. */
  tagManagerScriptUrl: string;
  /** Whether anonymous pages go through the in-process micro-cache (ADR 002, `PAGE_CACHE`). */
  pageCache: boolean;
  /** Whether `?inspect` may open the QA inspector panel (`QA_INSPECTOR`). */
  qaInspector: boolean;
  production: boolean;
  /** Deadline and retries of every commerce and content call. */
  backend: BackendPolicy;
  /**
   * Addresses of the proxies in front of the shop (`TRUSTED_PROXIES`, comma-separated): only a
   * request from one of them has its `X-Forwarded-For` read for the client's address.
   */
  trustedProxies: string[];
  /**
   * The Redis shared by every process of the shop (`REDIS_URL`, `redis://` or `rediss://`): rate
   * limits, sign-in throttling and the page cache; unset, each process keeps its own.
   */
  redisUrl: string | undefined;
  /** The deadline of every Redis call (`REDIS_TIMEOUT_MS`): past it, the shop goes on without. */
  redisTimeoutMs: number;
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

/** Behaviour §9: the commerce Storefront API version. */
const DEFAULT_STOREFRONT_API_VERSION = '2023-10';
const DEFAULT_SANITY_API_VERSION = '2025-02-19';
/** Where `npm run studio` serves the Studio. */
const DEFAULT_STUDIO_URL = 'https://localhost:3333';
/** Google's tag manager (gtag.js); the demo and the journeys point it at a local stand-in. */
const DEFAULT_TAG_MANAGER_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
const DEV_SESSION_SECRET = 'treize-dev-session-secret-not-for-production';

type Source = Record<string, string | undefined>;

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

const isWholeBetween = (min: number, max: number) => (value: string) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;
const isOnOrOff = (value: string) => value === 'on' || value === 'off';

/**
 * One variable: unset or blank reads as `undefined`; a value is trimmed (and lower-cased for the
 * on/off switches) and must pass `test`, else its problem names the variable, its rule and the
 * value it got.
 */
function variable(
  name: string,
  rule: string,
  test: (value: string) => boolean,
  { lowerCase = false, secret = false } = {},
) {
  return z
    .preprocess((raw) => {
      const value = typeof raw === 'string' ? raw.trim() : undefined;
      if (!value) return undefined;
      return lowerCase ? value.toLowerCase() : value;
    }, z.string().optional())
    .superRefine((value, ctx) => {
      if (value !== undefined && !test(value))
        ctx.addIssue({
          code: 'custom',
          // A value that may carry a password is never echoed into a log.
          message: secret ? `${name} ${rule}` : `${name} ${rule} (got "${value}")`,
        });
    });
}

/** A variable with no rule of its own beyond being set (tokens and secrets read as they are). */
const text = variable('', '', () => true);

const httpUrlRule = 'must be an http(s) URL';

/**
 * Every variable the storefront reads, in the order its problems are listed. Rules that tie
 * variables together (a real shop needs its token, preview needs a read token, production needs a
 * session secret) are checked over the whole, each filed under the variable that is missing.
 */
const EnvSchema = z
  .object({
    NODE_ENV: text,
    PUBLIC_STORE_DOMAIN: variable(
      'PUBLIC_STORE_DOMAIN',
      'must be a shop domain like "my-shop.myshopify.com" or an http(s) URL',
      (v) => (v.includes('://') ? isHttpUrl(v) : /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(v)),
    ),
    PUBLIC_STOREFRONT_API_TOKEN: text,
    PUBLIC_STOREFRONT_API_VERSION: variable(
      'PUBLIC_STOREFRONT_API_VERSION',
      'must be a Storefront API version like "2023-10"',
      (v) => /^(\d{4}-(01|04|07|10)|unstable)$/.test(v),
    ),
    PUBLIC_STORE_ORIGIN: variable(
      'PUBLIC_STORE_ORIGIN',
      'must be an origin like "https://shop.example.com" (no path)',
      (v) => isHttpUrl(v) && new URL(v).origin === v.replace(/\/$/, ''),
    ),
    SANITY_PROJECT_ID: variable(
      'SANITY_PROJECT_ID',
      'must contain only lowercase letters, digits and dashes',
      (v) => /^[a-z0-9][a-z0-9-]*$/.test(v),
    ),
    SANITY_DATASET: variable(
      'SANITY_DATASET',
      'must be 1–64 lowercase letters, digits, "_" or "-"',
      (v) => /^[a-z0-9][a-z0-9_-]{0,63}$/.test(v),
    ),
    SANITY_API_VERSION: variable(
      'SANITY_API_VERSION',
      'must be a date like "2025-02-19"',
      (v) => /^v?\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v.replace(/^v/, ''))),
    ),
    SANITY_API_HOST: variable('SANITY_API_HOST', httpUrlRule, isHttpUrl),
    SANITY_PREVIEW_SECRET: variable(
      'SANITY_PREVIEW_SECRET',
      'must be at least 8 characters',
      (v) => v.length >= 8,
    ),
    SANITY_API_TOKEN: text,
    SANITY_WRITE_TOKEN: text,
    SANITY_STUDIO_URL: variable(
      'SANITY_STUDIO_URL',
      'must be the Studio\'s http(s) URL with no trailing slash, like "https://localhost:3333"',
      (v) => isHttpUrl(v) && !v.endsWith('/'),
    ),
    SESSION_SECRET: variable(
      'SESSION_SECRET',
      'must be at least 16 characters',
      (v) => v.length >= 16,
    ),
    GA_TRACKING_ID: variable('GA_TRACKING_ID', 'must look like "G-XXXXXXX"', (v) =>
      /^(G|UA|GT|AW)-[A-Z0-9-]+$/.test(v),
    ),
    TAG_MANAGER_SCRIPT_URL: variable('TAG_MANAGER_SCRIPT_URL', httpUrlRule, isHttpUrl),
    // ADR 002: on by default in production, where pages are built from the 5 s backend cache.
    PAGE_CACHE: variable('PAGE_CACHE', 'must be "on" or "off"', isOnOrOff, { lowerCase: true }),
    // How long a backend call may take before the shopper gets the 503 page.
    BACKEND_TIMEOUT_MS: variable(
      'BACKEND_TIMEOUT_MS',
      'must be a number of milliseconds from 50 to 60000',
      isWholeBetween(50, 60_000),
    ),
    BACKEND_REQUEST_BUDGET_MS: variable(
      'BACKEND_REQUEST_BUDGET_MS',
      'must be a number of milliseconds from 100 to 120000',
      isWholeBetween(100, 120_000),
    ),
    BACKEND_RETRIES: variable('BACKEND_RETRIES', 'must be 0, 1, 2 or 3', (v) => /^[0-3]$/.test(v)),
    // QA tooling stays out of production unless someone turns it on (the demo and e2e do).
    QA_INSPECTOR: variable('QA_INSPECTOR', 'must be "on" or "off"', isOnOrOff, { lowerCase: true }),
    TRUSTED_PROXIES: text.transform((value) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
    REDIS_URL: variable(
      'REDIS_URL',
      'must be a redis:// or rediss:// URL',
      (v) => /^rediss?:\/\/[^\s]+$/.test(v),
      { secret: true },
    ),
    REDIS_TIMEOUT_MS: variable(
      'REDIS_TIMEOUT_MS',
      'must be a number of milliseconds from 10 to 10000',
      isWholeBetween(10, 10_000),
    ),
  })
  .superRefine((vars, ctx) => {
    const problem = (name: keyof typeof vars, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message });
    const domain = vars.PUBLIC_STORE_DOMAIN;
    // An emulator on another port still takes the emulator token; a real shop needs its own.
    if (!vars.PUBLIC_STOREFRONT_API_TOKEN && domain && !isLoopback(domain))
      problem(
        'PUBLIC_STOREFRONT_API_TOKEN',
        'PUBLIC_STOREFRONT_API_TOKEN is required when PUBLIC_STORE_DOMAIN names a real shop',
      );
    if (vars.SANITY_PREVIEW_SECRET && !sanityTokens(vars).token)
      problem(
        'SANITY_API_TOKEN',
        'SANITY_API_TOKEN is required when SANITY_PREVIEW_SECRET is set (preview reads drafts)',
      );
    // The local demo (both backends on this machine) runs the production build without secrets;
    // anything talking to a real shop or project must sign its cookies with its own secret.
    const localDemo = isLoopback(domain ?? EMULATOR.storeDomain) && isLoopback(sanityHost(vars));
    if (!vars.SESSION_SECRET && vars.NODE_ENV === 'production' && !localDemo)
      problem(
        'SESSION_SECRET',
        'SESSION_SECRET is required in production (it signs the session and cart cookies)',
      );
    const notAddresses = vars.TRUSTED_PROXIES.filter((entry) => !isAddress(entry));
    if (notAddresses.length > 0)
      problem(
        'TRUSTED_PROXIES',
        `TRUSTED_PROXIES must list IP addresses separated by commas (not: ${notAddresses.join(', ')})`,
      );
  });

type EnvVariables = z.output<typeof EnvSchema>;
const VARIABLE_ORDER = Object.keys(EnvSchema.shape);

/** A real project without SANITY_API_HOST talks to api.sanity.io; no project means the emulator. */
function sanityHost(vars: EnvVariables): string | undefined {
  return vars.SANITY_API_HOST ?? (vars.SANITY_PROJECT_ID ? undefined : EMULATOR.sanityHost);
}

/** The emulator takes one token for reads and writes; a real project needs its own tokens. */
function sanityTokens(vars: EnvVariables) {
  const emulator = isLoopback(sanityHost(vars)) ? EMULATOR.sanityToken : undefined;
  return {
    token: vars.SANITY_API_TOKEN ?? emulator,
    writeToken: vars.SANITY_WRITE_TOKEN ?? emulator,
  };
}

const onOr = (setting: string | undefined, otherwise: boolean) =>
  setting === undefined ? otherwise : setting === 'on';
const numberOr = (setting: string | undefined, otherwise: number) =>
  setting === undefined ? otherwise : Number(setting);

/**
 * Validates `source` (normally `process.env`) and returns the typed configuration, or throws an
 * `EnvError` listing every missing or malformed variable, one line each; with nothing set, the
 * storefront points at the local emulators.
 */
export function parseEnv(source: Source): StorefrontEnv {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const rank = (issue: z.core.$ZodIssue) => VARIABLE_ORDER.indexOf(String(issue.path[0]));
    const issues = [...parsed.error.issues].sort((a, b) => rank(a) - rank(b));
    throw new EnvError(issues.map((issue) => issue.message));
  }
  const vars = parsed.data;
  const production = vars.NODE_ENV === 'production';
  return {
    storeDomain: vars.PUBLIC_STORE_DOMAIN ?? EMULATOR.storeDomain,
    storefrontToken: vars.PUBLIC_STOREFRONT_API_TOKEN ?? EMULATOR.storefrontToken,
    storefrontApiVersion: vars.PUBLIC_STOREFRONT_API_VERSION ?? DEFAULT_STOREFRONT_API_VERSION,
    publicStoreOrigin: vars.PUBLIC_STORE_ORIGIN?.replace(/\/$/, ''),
    sanity: {
      projectId: vars.SANITY_PROJECT_ID ?? EMULATOR.sanityProjectId,
      dataset: vars.SANITY_DATASET ?? 'production',
      apiVersion: vars.SANITY_API_VERSION ?? DEFAULT_SANITY_API_VERSION,
      apiHost: sanityHost(vars),
      ...sanityTokens(vars),
      previewSecret: vars.SANITY_PREVIEW_SECRET,
      studioUrl: vars.SANITY_STUDIO_URL ?? DEFAULT_STUDIO_URL,
    },
    sessionSecret: vars.SESSION_SECRET ?? DEV_SESSION_SECRET,
    gaTrackingId: vars.GA_TRACKING_ID,
    tagManagerScriptUrl: vars.TAG_MANAGER_SCRIPT_URL ?? DEFAULT_TAG_MANAGER_SCRIPT_URL,
    pageCache: onOr(vars.PAGE_CACHE, production),
    qaInspector: onOr(vars.QA_INSPECTOR, !production),
    production,
    backend: {
      timeoutMs: numberOr(vars.BACKEND_TIMEOUT_MS, DEFAULT_BACKEND_POLICY.timeoutMs),
      retries: numberOr(vars.BACKEND_RETRIES, DEFAULT_BACKEND_POLICY.retries),
      requestBudgetMs: numberOr(
        vars.BACKEND_REQUEST_BUDGET_MS,
        DEFAULT_BACKEND_POLICY.requestBudgetMs,
      ),
    },
    trustedProxies: vars.TRUSTED_PROXIES.map(normaliseAddress),
    redisUrl: vars.REDIS_URL,
    redisTimeoutMs: numberOr(vars.REDIS_TIMEOUT_MS, 1000),
  };
}

let cached: StorefrontEnv | undefined;

/** The process configuration, parsed once. */
export function getEnv(): StorefrontEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
