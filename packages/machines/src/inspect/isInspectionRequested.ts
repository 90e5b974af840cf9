// Kept apart from createInspector so that checking the flag never bundles @statelyai/inspect.

/** True when the page URL asks for inspection with `?inspect` (any value but `0` or `false`). */
export function isInspectionRequested(url: string | URL): boolean {
  const parsed = typeof url === 'string' ? new URL(url, 'http://localhost') : url;
  const value = parsed.searchParams.get('inspect');
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}
