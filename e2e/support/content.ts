import { stack } from './env';

const API = 'v2025-02-19';

/**
 * Runs a GROQ query on the content emulator, as `@sanity/client` would: in the published perspective
 * unless told otherwise (`raw` sees drafts by their own ids, `drafts` overlays them).
 */
export async function contentQuery<T>(
  query: string,
  options: { perspective?: 'drafts' | 'raw'; content?: string } = {},
): Promise<T> {
  const url = new URL(`${options.content ?? stack.content}/${API}/data/query/production`);
  url.searchParams.set('query', query);
  if (options.perspective) url.searchParams.set('perspective', options.perspective);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${stack.contentToken}` } });
  if (!response.ok)
    throw new Error(`content query failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Applies mutations on the content emulator (an editor saving a draft in the Studio). */
export async function contentMutate(
  mutations: unknown[],
  content: string = stack.content,
): Promise<void> {
  const response = await fetch(`${content}/${API}/data/mutate/production`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.contentToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  if (!response.ok)
    throw new Error(`content mutation failed: ${response.status} ${await response.text()}`);
}
