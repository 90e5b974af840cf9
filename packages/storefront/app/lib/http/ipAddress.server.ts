import { isIP } from 'node:net';

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is `192.0.2.1`. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  return mapped ? mapped[1]! : trimmed;
}

/** Whether `value` is an IPv4 or IPv6 address. */
export const isAddress = (value: string) => isIP(normaliseAddress(value)) !== 0;
