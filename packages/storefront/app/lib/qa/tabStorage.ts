/**
 * The tab's session storage, or `undefined` where the browser refuses it: reading the property
 * throws in a frame of another site whose storage is blocked (the Studio's preview frame in a
 * browser that refuses third-party storage).
 */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
