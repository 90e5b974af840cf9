import type { IncomingMessage } from 'node:http';
import { unauthorized } from './errors.js';

/**
 * Who is calling: `true` with the configured token, `false` without a token; a wrong token is a
 * 401 on every endpoint, as the Content Lake answers an unknown session.
 */
export function isAuthenticated(request: IncomingMessage, token: string): boolean {
  const header = request.headers.authorization;
  if (header === undefined) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match || match[1] !== token)
    throw unauthorized('Session not found: the Authorization token is not valid for this project');
  return true;
}
