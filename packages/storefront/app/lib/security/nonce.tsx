import { createContext, useContext, type ReactNode } from 'react';

/**
 * The per-request CSP nonce. The server renders it into every inline script it emits;
 * browsers hide nonces from scripts, so in the browser it is `undefined` and nothing needs it.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

/** The nonce an inline `<script nonce={useNonce()}>` needs to run under the shop's CSP. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
