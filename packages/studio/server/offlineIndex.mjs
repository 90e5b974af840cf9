// The built Studio's index.html, made to run with no request leaving the machine.

/** Sanity's build adds a bridge script for its hosted dashboard; a local Studio has no dashboard. */
const BRIDGE_SCRIPT =
  /<script[^>]*src="https:\/\/core\.sanity-cdn\.(?:com|work)\/bridge\.js"[^>]*><\/script>\s*/g;

/** The Inter web fonts come from Sanity's static host; locally the Studio uses an installed Inter or the system face. */
const REMOTE_FONT =
  /url\("https:\/\/studio-static\.sanity\.io\/([^"]+)\.woff2"\)\s*format\("woff2"\)/g;

/**
 * Run first in the page: fetch and XMLHttpRequest refuse any address off this machine. The built
 * Studio asks Sanity's CDN for its latest version and reports errors to Sanity's intake; offline,
 * those calls fail at once instead of reaching out.
 */
const LOCAL_ONLY = `(() => {
  const local = (address) => {
    try {
      const { hostname } = new URL(address, location.href);
      return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
    } catch {
      return true;
    }
  };
  const refuse = (address) => new TypeError('The offline Studio does not call ' + address);
  const fetchFromPage = window.fetch;
  window.fetch = function (input, init) {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return local(address) ? fetchFromPage.call(this, input, init) : Promise.reject(refuse(address));
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, address, ...rest) {
    if (!local(String(address))) throw refuse(address);
    return open.call(this, method, address, ...rest);
  };
})();`;

/**
 * Returns the page with the bridge script and the remote fonts removed, and the local settings (the
 * emulator's address, the storefront's) plus the editor token placed where the Studio reads them.
 */
export function offlineIndex(html, { emulatorHost, storefrontUrl, projectId, token }) {
  const settings = JSON.stringify({ emulatorHost, storefrontUrl });
  const tokenKey = JSON.stringify(`__studio_auth_token_${projectId}`);
  const tokenValue = JSON.stringify(JSON.stringify({ token }));
  // The token is the local emulator's editor token, never a real project's secret.
  const boot = `<script>${LOCAL_ONLY}window.__TREIZE_STUDIO__=${settings};if(!localStorage.getItem(${tokenKey}))localStorage.setItem(${tokenKey},${tokenValue});</script>`;
  return html
    .replace(BRIDGE_SCRIPT, '')
    .replace(REMOTE_FONT, (_, name) => `local("${name.replace(/-/g, ' ')}"), local("Inter")`)
    .replace('<head>', `<head>${boot}`);
}

/** The Studio's stylesheet names its variable Inter on Sanity's design-system host: use a local face. */
export function offlineStylesheet(css) {
  return css.replace(
    /url\(["']?https:\/\/[a-z-]+\.sanity\.io\/[^)"']+\.woff2["']?\)\s*(?:format\([^)]*\))?\s*(?:tech\([^)]*\))?/g,
    'local("Inter")',
  );
}
