import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WISHLIST_FETCH_ERROR,
  fetchWishlistProducts,
  postContact,
  postNewsletter,
  removeCartLine,
  submitCartNote,
  submitLocaleSwitch,
  updateCartLine,
} from './api.js';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentForm(fetchMock: ReturnType<typeof stubFetch>): FormData {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postNewsletter', () => {
  it('posts email and pathname as multipart to /api/subscribe', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await expect(postNewsletter({ email: 'ada@example.com', pathname: '/en-us' })).resolves.toBe(
      'subscribed',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/subscribe');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(sentForm(fetchMock))).toEqual({
      email: 'ada@example.com',
      pathname: '/en-us',
    });
  });

  it('reads 409 as already subscribed and any other failure as rejected', async () => {
    stubFetch(new Response(null, { status: 409 }));
    await expect(postNewsletter({ email: 'a@b.fr', pathname: '/' })).resolves.toBe(
      'alreadySubscribed',
    );
    stubFetch(new Response(null, { status: 500 }));
    await expect(postNewsletter({ email: 'a@b.fr', pathname: '/' })).resolves.toBe('rejected');
  });
});

describe('postContact', () => {
  it('posts every field as multipart to /api/contact and throws when not ok', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await postContact({ firstName: 'Ada', 'option_size:Taille 52': 'on' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(sentForm(fetchMock).get('option_size:Taille 52')).toBe('on');
    stubFetch(new Response(null, { status: 400 }));
    await expect(postContact({})).rejects.toThrow('status 400');
  });
});

describe('fetchWishlistProducts', () => {
  it('GETs /api/wishlist with comma-separated ids and returns products', async () => {
    const fetchMock = stubFetch(
      Response.json({ products: [{ id: 'p1', handle: 'h', title: 't' }] }),
    );
    await expect(fetchWishlistProducts({ ids: ['p1', 'p2'] })).resolves.toEqual([
      { id: 'p1', handle: 'h', title: 't' },
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/wishlist?ids=p1%2Cp2');
  });

  it('asks under the page locale prefix, so prices come in that locale currency', async () => {
    const fetchMock = stubFetch(Response.json({ products: [] }));
    await fetchWishlistProducts({ ids: ['gid://shopify/Product/1'], pathPrefix: '/en-us' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/en-us/api/wishlist?ids=gid%3A%2F%2Fshopify%2FProduct%2F1',
    );
  });

  it("throws 'Failed to fetch products' on a non-ok answer", async () => {
    stubFetch(new Response(null, { status: 502 }));
    await expect(fetchWishlistProducts({ ids: ['p1'] })).rejects.toThrow(WISHLIST_FETCH_ERROR);
    expect(WISHLIST_FETCH_ERROR).toBe('Failed to fetch products');
  });

  it('reads an answer without products as an empty list', async () => {
    stubFetch(Response.json({}));
    await expect(fetchWishlistProducts({ ids: ['p1'] })).resolves.toEqual([]);
  });
});

describe('cart form effects', () => {
  it('sends the note update as cartFormInput to /cart', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await submitCartNote({ note: 'Gift' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cart');
    expect(JSON.parse(String(sentForm(fetchMock).get('cartFormInput')))).toEqual({
      action: 'NoteUpdate',
      inputs: { note: 'Gift' },
    });
  });

  it('sends a line update and throws on failure', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await updateCartLine({ lineId: 'l1', quantity: 2 });
    expect(JSON.parse(String(sentForm(fetchMock).get('cartFormInput')))).toEqual({
      action: 'LinesUpdate',
      inputs: { lines: [{ id: 'l1', quantity: 2 }] },
    });
    stubFetch(new Response(null, { status: 500 }));
    await expect(updateCartLine({ lineId: 'l1', quantity: 2 })).rejects.toThrow('LinesUpdate');
  });

  it('sends the buyer identity to the cart index with the redirect path', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await submitLocaleSwitch({ countryCode: 'US', redirectTo: '/en-us/products/bague' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cart?index');
    const form = sentForm(fetchMock);
    expect(form.get('redirectTo')).toBe('/en-us/products/bague');
    expect(JSON.parse(String(form.get('cartFormInput')))).toEqual({
      action: 'BuyerIdentityUpdate',
      inputs: { buyerIdentity: { countryCode: 'US' } },
    });
  });

  it('opens the redirect path once the cart has the new buyer identity', async () => {
    stubFetch(new Response(null, { status: 200 }));
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    await submitLocaleSwitch({ countryCode: 'US', redirectTo: '/en-us/products/bague' });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/en-us/products/bague');
  });

  it('sends a line removal to /cart', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 200 }));
    await removeCartLine({ lineId: 'l1' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/cart');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(sentForm(fetchMock).get('cartFormInput')))).toEqual({
      action: 'LinesRemove',
      inputs: { lineIds: ['l1'] },
    });
  });
});
