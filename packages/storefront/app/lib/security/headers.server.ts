import { randomBytes } from 'node:crypto';

/**
 * The shop's security headers. Every response gets the fixed ones; HTML documents also
 * get a Content-Security-Policy whose script sources are this request's nonce and this origin, and
 * whose image, media and connect sources are exactly the hosts the configuration names.
 */

const NONCE_BYTES = 16;
/** Random bytes drawn at once for 256 nonces: one call to the system per 256 documents. */
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/**
 * 128 random bits, fresh for every document, each slice of the pool used once. One call per page
 * cost about 1 % of the server's time under load.
 */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

export interface CspSources {
  nonce: string;
  /** The Storefront API origin or shop domain (`PUBLIC_STORE_DOMAIN`). */
  storeDomain: string;
  /** Where content images come from (the content emulator, or `https://cdn.sanity.io`). */
  contentImageBaseUrl: string;
  /** The tag manager script, only when a tracking id is configured. */
  tagManagerScriptUrl?: string;
  /** Development adds the dev server's websocket (hot reload). */
  production: boolean;
  /** The Studio allowed to frame the page (preview in its Presentation tool); none otherwise. */
  framedBy?: string;
}

/** The origin of an http(s) URL, or `undefined` for anything else. */
export function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hosts of the commerce backend: the emulator serves images, videos and the analytics sink from its
 * own origin; a real Shopify shop serves media from its CDN and takes analytics on its domain.
 */
function commerceHosts(storeDomain: string): { media: string[]; connect: string[] } {
  const origin = originOf(storeDomain);
  if (origin && !/\.myshopify\.com$/i.test(new URL(origin).hostname))
    return { media: [origin], connect: [origin] };
  const shop = origin ?? `https://${storeDomain}`;
  return {
    media: ['https://cdn.shopify.com'],
    connect: [shop, 'https://monorail-edge.shopifysvc.com'],
  };
}

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((v): v is string => Boolean(v))),
];

/** Stands for the nonce in a remembered policy; no host or keyword can contain it. */
const NONCE_SLOT = '\u0000nonce\u0000';
/**
 * Policies by everything but the nonce. Their sources come from the configuration (two at most: with
 * and without the tag manager), so only the nonce differs between requests (the policy
 * was rebuilt, hosts parsed and all, for every page).
 */
const policiesBySources = new Map<string, string[]>();

/** The Content-Security-Policy of an HTML document. */
export function contentSecurityPolicy(sources: CspSources): string {
  const key = [
    sources.storeDomain,
    sources.contentImageBaseUrl,
    sources.tagManagerScriptUrl,
    sources.production,
    sources.framedBy,
  ].join('\n');
  let parts = policiesBySources.get(key);
  if (!parts) {
    parts = buildContentSecurityPolicy({ ...sources, nonce: NONCE_SLOT }).split(NONCE_SLOT);
    policiesBySources.set(key, parts);
  }
  return parts.join(sources.nonce);
}

function buildContentSecurityPolicy(sources: CspSources): string {
  const commerce = commerceHosts(sources.storeDomain);
  const contentImages = originOf(sources.contentImageBaseUrl);
  const tagManager = originOf(sources.tagManagerScriptUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', unique(["'self'", `'nonce-${sources.nonce}'`, tagManager])],
    // Style elements need this response's nonce (ADR 006): the only one the shop makes at runtime
    // is the dialogs' scroll lock, which takes the nonce from `shareStyleNonce()`. Development
    // keeps 'unsafe-inline' for the style tags Vite injects for hot reload.
    ['style-src', ["'self'", sources.production ? `'nonce-${sources.nonce}'` : "'unsafe-inline'"]],
    // Style attributes cannot carry a nonce: React and vanilla-extract set a few (the menu's
    // stagger, carousel progress, banner colours), so attributes alone stay allowed inline.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...commerce.media, contentImages, tagManager])],
    ['media-src', unique(["'self'", ...commerce.media, contentImages])],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      unique(["'self'", ...commerce.connect, tagManager, sources.production ? undefined : 'ws:']),
    ],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', [originOf(sources.framedBy) ?? "'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A policy for anything that is not a page (data, JSON, redirects): it may load nothing. */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sets the headers every answer carries; keeps a CSP the document renderer already set. */
export function applySecurityHeaders(headers: Headers, production: boolean): void {
  if (!headers.has('Content-Security-Policy'))
    headers.set('Content-Security-Policy', NON_DOCUMENT_CSP);
  headers.set('X-Content-Type-Options', 'nosniff');
  // Browsers that know `frame-ancestors` ignore this header; it stays out when the policy lets a
  // Studio frame the page, so the two never disagree.
  const framers = /frame-ancestors\s+(?!'none')/.test(headers.get('Content-Security-Policy') ?? '');
  if (!framers) headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  // Only in production, where the shop is served over HTTPS; never pin a local http origin.
  if (production) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
