import { stack } from './env';

const API = 'v2025-02-19';

/** Runs a GROQ query on the content emulator, as `@sanity/client` would. */
export async function contentQuery<T>(
  query: string,
  options: { drafts?: boolean } = {},
): Promise<T> {
  const url = new URL(`${stack.content}/${API}/data/query/production`);
  url.searchParams.set('query', query);
  if (options.drafts) url.searchParams.set('perspective', 'drafts');
  const response = await fetch(url, { headers: { Authorization: `Bearer ${stack.contentToken}` } });
  if (!response.ok)
    throw new Error(`content query failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** Applies mutations on the content emulator (an editor saving a draft in the Studio). */
export async function contentMutate(mutations: unknown[]): Promise<void> {
  const response = await fetch(`${stack.content}/${API}/data/mutate/production`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${stack.contentToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  if (!response.ok)
    throw new Error(`content mutation failed: ${response.status} ${await response.text()}`);
}
