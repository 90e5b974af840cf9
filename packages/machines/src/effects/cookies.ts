/** Options for writing one cookie. Durations are in seconds, as `Max-Age` expects. */
export interface CookieWriteOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Scope the cookie to the brand's registrable domain (behaviour §9, privacy cookie). */
  domain?: string;
  /**
   * Send the cookie over HTTPS only. The browser jar sets it whenever the page itself is served
   * over HTTPS (production), since a `Secure` cookie written from plain HTTP would be dropped.
   */
  secure?: boolean;
}

/** The cookie jar the machines read and write; swap it for a fake in tests. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieWriteOptions): void;
  remove(name: string, options?: Pick<CookieWriteOptions, 'path' | 'domain'>): void;
}

/** Whether the current page was served over HTTPS (production): its cookies get `Secure`. */
function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function readDocumentCookie(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** Parses a `Cookie` header or `document.cookie` string and returns one value, decoded. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return part.slice(separator + 1).trim();
    }
  }
  return null;
}

/** Serialises one `Set-Cookie`-style assignment for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieWriteOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The browser's cookie jar (`document.cookie`). Outside a browser (SSR, Node) reads return
 * `null` and writes do nothing, so a machine started on the server never throws.
 */
export const browserCookies: CookieJar = {
  get(name) {
    return readCookie(readDocumentCookie(), name);
  },
  set(name, value, options) {
    if (typeof document === 'undefined') return;
    document.cookie = serializeCookie(name, value, { secure: isHttpsPage(), ...options });
  },
  remove(name, options) {
    if (typeof document === 'undefined') return;
    document.cookie = serializeCookie(name, '', {
      secure: isHttpsPage(),
      ...options,
      maxAgeSeconds: 0,
    });
  },
};
