import { describe, expect, it } from 'vitest';
import { clientAddress, requestContextFor, UNKNOWN_PEER } from './clientAddress.server';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://shop.test/api/contact', { method: 'POST', headers });

describe('clientAddress: the socket, and X-Forwarded-For only from a trusted proxy', () => {
  it('is the socket peer when no proxy is trusted, whatever the client forwards', () => {
    const context = requestContextFor('203.0.113.7');
    for (const forwarded of ['6.6.6.6', '6.6.6.6, 198.51.100.4', 'junk'])
      expect(clientAddress(request({ 'X-Forwarded-For': forwarded }), context, [])).toBe(
        '203.0.113.7',
      );
    expect(clientAddress(request({ 'X-Real-IP': '6.6.6.6' }), context, [])).toBe('203.0.113.7');
  });

  it('reads an IPv4 client of a dual-stack socket as IPv4', () => {
    expect(clientAddress(request(), requestContextFor('::ffff:192.0.2.5'), [])).toBe('192.0.2.5');
  });

  it('behind a trusted proxy, is the last entry the proxy appended', () => {
    const context = requestContextFor('10.0.0.2');
    const trusted = ['10.0.0.2'];
    expect(
      clientAddress(request({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' }), context, trusted),
    ).toBe('203.0.113.7');
  });

  it('skips a chain of trusted proxies from the right', () => {
    const context = requestContextFor('10.0.0.2');
    const trusted = ['10.0.0.2', '10.0.0.3'];
    expect(
      clientAddress(
        request({ 'X-Forwarded-For': '6.6.6.6, 198.51.100.4, 10.0.0.3' }),
        context,
        trusted,
      ),
    ).toBe('198.51.100.4');
  });

  it('falls back to the proxy itself when the header is missing or not an address', () => {
    const context = requestContextFor('10.0.0.2');
    expect(clientAddress(request(), context, ['10.0.0.2'])).toBe('10.0.0.2');
    expect(clientAddress(request({ 'X-Forwarded-For': 'evil' }), context, ['10.0.0.2'])).toBe(
      '10.0.0.2',
    );
  });

  it('without a peer (the development server) counts everyone as one unknown client', () => {
    expect(clientAddress(request({ 'X-Forwarded-For': '6.6.6.6' }), {}, [])).toBe(UNKNOWN_PEER);
  });
});
