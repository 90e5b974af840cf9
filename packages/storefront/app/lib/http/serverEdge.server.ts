import { getLocaleFromPathname, hreflang, type Locale } from '../i18n/locales';
import { createTranslate } from '../i18n/translate';
import type { TranslationKey } from '../i18n/dictionaries/en';
import { treizeTokens } from '@treize/ui';
import { applySecurityHeaders, createNonce } from '../security/headers.server';
import { ALLOWED_METHODS } from './requestGuard.server';
import { isCrossSite } from './sameOrigin.server';

/**
 * What the storefront's own HTTP server (`server/serve.mjs`) answers before React Router sees a
 * request: methods React Router cannot even represent (TRACE, OPTIONS, CONNECT…),
 * requests Node refuses to parse (oversized headers, garbage, too slow), and the headers static
 * files carry. The server is plain JavaScript; it reaches these through the server build's entry
 * module, so the words and headers live here once, beside the rest of the shop's.
 */

export interface EdgeAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/** A refusal's reason phrase, for the status line. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Node's parser error codes → the refusal a person gets. */
const CLIENT_ERRORS: Record<string, { status: number; message: TranslationKey }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'errors.requestTimeout' },
  ERR_HTTP_HEADERS_TIMEOUT: { status: 408, message: 'errors.requestTimeout' },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** The locale a request target (`/en-us/cart?x`, or an absolute URL) belongs to. */
export function localeOfTarget(target: string | undefined): Locale {
  let pathname = '/';
  try {
    pathname = new URL(target ?? '/', 'http://storefront.invalid').pathname;
  } catch {
    // An unreadable target is shown the default language.
  }
  return getLocaleFromPathname(pathname.toLowerCase());
}

/**
 * The refusal's look: the shop's paper, ink and serif, from the design tokens. Nothing loads (no
 * font file, no stylesheet): a request refused this early may not be able to fetch anything.
 */
const { color, font } = treizeTokens;
const REFUSAL_STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${color.paper};color:${color.ink};font-family:${font.body}}main{max-width:34rem;padding:2rem 1.5rem;text-align:center}h1{font-family:${font.display};font-weight:400;font-size:1.75rem;line-height:1.25;margin:0 0 1rem}p{color:${color.muted};margin:0 0 1.5rem}a{color:${color.ink};letter-spacing:0.08em;text-transform:uppercase;font-size:0.875rem}`;

/** A one-screen page with the message; its only style carries this answer's nonce. */
function refusalPage(locale: Locale, status: number, message: string, nonce: string): string {
  const t = createTranslate(locale.language);
  const title = t('errors.status', { status: String(status) });
  const home = locale.pathPrefix || '/';
  return `<!DOCTYPE html><html lang="${hreflang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Atelier Treize</title><style nonce="${nonce}">${REFUSAL_STYLE}</style></head><body><main><h1>${escapeHtml(message)}</h1><p>${escapeHtml(title)}</p><p><a href="${home}">Atelier Treize</a></p></main></body></html>`;
}

export interface ServerEdge {
  /** The 405 of a method the shop does not serve, or `undefined` for GET, HEAD and POST. */
  refuseMethod(method: string, target: string): EdgeAnswer | undefined;
  /**
   * The 403 of a POST sent from another site, or `undefined`. It runs before React Router, whose
   * own origin check would answer an English "Bad Request" on every page.
   */
  refuseCrossSite(
    method: string,
    target: string,
    headers: { fetchSite?: string; origin?: string; host?: string },
  ): EdgeAnswer | undefined;
  /** The raw HTTP/1.1 answer to a request Node could not parse (`clientError`): never empty. */
  clientErrorResponse(code: string | undefined, rawPacket: Buffer | undefined): string;
  /** The security headers of a static file (scripts, styles, fonts, the favicon). */
  staticHeaders(): [string, string][];
  /** An answer as raw HTTP/1.1, for a socket Node hands over without a response (CONNECT). */
  raw(answer: EdgeAnswer): string;
}

function rawHttp(answer: EdgeAnswer): string {
  const head = answer.headers.map(([name, value]) => `${name}: ${value}`).join('\r\n');
  return `HTTP/1.1 ${answer.status} ${answer.statusText}\r\n${head}\r\n\r\n${answer.body}`;
}

export function createServerEdge({ production }: { production: boolean }): ServerEdge {
  const securityHeaders = (extra: Record<string, string>) => {
    const headers = new Headers(extra);
    applySecurityHeaders(headers, production);
    return [...headers.entries()];
  };

  function refusal(
    status: number,
    locale: Locale,
    message: TranslationKey,
    extra: Record<string, string> = {},
  ): EdgeAnswer {
    const text = createTranslate(locale.language)(message);
    const nonce = createNonce();
    const body = refusalPage(locale, status, text, nonce);
    return {
      status,
      statusText: REASONS[status] ?? 'Error',
      headers: securityHeaders({
        'Content-Security-Policy': `default-src 'none'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': hreflang(locale),
        'Content-Length': String(Buffer.byteLength(body)),
        'Cache-Control': 'no-store',
        ...extra,
      }),
      body,
    };
  }

  return {
    refuseMethod(method, target) {
      if ((ALLOWED_METHODS as readonly string[]).includes(method)) return undefined;
      return refusal(405, localeOfTarget(target), 'errors.methodNotAllowed', {
        Allow: ALLOWED_METHODS.join(', '),
      });
    },

    refuseCrossSite(method, target, { fetchSite, origin, host = '' }) {
      if (method === 'GET' || method === 'HEAD') return undefined;
      if (!isCrossSite({ fetchSite, origin, host })) return undefined;
      return refusal(403, localeOfTarget(target), 'errors.crossSite');
    },

    clientErrorResponse(code, rawPacket) {
      // The request line, when Node got that far: `GET /en-us/cart HTTP/1.1`.
      const requestLine = rawPacket?.subarray(0, 8_192).toString('latin1').split('\r\n', 1)[0];
      const target = /^[A-Z]+ (\S+) HTTP\/1\.[01]$/.exec(requestLine ?? '')?.[1];
      const known = CLIENT_ERRORS[code ?? ''] ?? { status: 400, message: 'errors.badRequest' };
      // The rest of the request cannot be read: say so and close the connection.
      const answer = refusal(known.status, localeOfTarget(target), known.message, {
        Connection: 'close',
      });
      return rawHttp(answer);
    },

    staticHeaders() {
      return securityHeaders({});
    },

    raw: rawHttp,
  };
}
