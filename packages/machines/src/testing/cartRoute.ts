import { vi } from 'vitest';

/** A stand-in for the cart route: answers every POST with `status`; undo with `vi.unstubAllGlobals()`. */
export function stubCartRoute(status = 200) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL and decoded `cartFormInput` of the `index`-th request the cart route received. */
export function cartFormSent(fetchMock: ReturnType<typeof stubCartRoute>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  const body = init?.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return {
    url,
    method: init?.method,
    cartFormInput: JSON.parse(String(body.get('cartFormInput'))) as unknown,
  };
}
