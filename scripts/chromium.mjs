// How every tool of the repository starts a browser: Debian's Chromium, never one downloaded, with
// nothing of its own going to the network (no component or safe-browsing updates, no sync). The
// e2e journeys, the ui package's story tests, the bench and the screenshot script all read it.

/** Debian's Chromium; `CHROME_PATH` names another build. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a headless run on a machine with no GPU, as root, offline. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
