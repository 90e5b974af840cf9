import { createContext, RouterContextProvider } from 'react-router';
import { getAppContext } from '../server/context.server';
import { isAddress, normaliseAddress } from './ipAddress.server';

/**
 * Who is asking, for every per-client limit of the shop (sign-in, contact, newsletter). The
 * address is the socket's peer, as the storefront's server passes it in the request context.
 * `X-Forwarded-For` is read only when that peer is one of the configured trusted proxies
 * (`TRUSTED_PROXIES`): anyone else could write any address there and be a new client each time.
 */
/** The socket's peer address; empty when the server did not say (the development server). */
export const peerAddressContext = createContext<string>('');

/** The key of every client whose peer is unknown (the development server passes none). */
export const UNKNOWN_PEER = 'unknown-peer';

/** The request context the production server builds for each request (`server/serve.mjs`). */
export function requestContextFor(peerAddress: string | undefined): RouterContextProvider {
  const context = new RouterContextProvider();
  if (peerAddress) context.set(peerAddressContext, normaliseAddress(peerAddress));
  return context;
}

function peerOf(context: unknown): string | undefined {
  if (!(context instanceof RouterContextProvider)) return undefined;
  return context.get(peerAddressContext) || undefined;
}

/**
 * The client's address. Behind trusted proxies, `X-Forwarded-For` is read from its end: each
 * trusted proxy appended the address it saw, so the first entry from the right that is not a
 * trusted proxy is the client; entries further left are whatever the client wrote.
 */
export function clientAddress(
  request: Request,
  context: unknown,
  trustedProxies: readonly string[],
): string {
  const peer = peerOf(context);
  if (!peer) return UNKNOWN_PEER;
  const trusted = new Set(trustedProxies.map(normaliseAddress));
  if (!trusted.has(peer)) return peer;
  const hops = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!;
    if (!isAddress(hop)) return peer;
    if (!trusted.has(hop)) return hop;
  }
  return peer;
}

/** The client's address under the shop's configured trusted proxies. */
export function requestClient(request: Request, context: unknown): string {
  return clientAddress(request, context, getAppContext().env.trustedProxies);
}
