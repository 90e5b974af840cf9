import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NonceProvider, useNonce } from './nonce';

function InlineScript() {
  return <script nonce={useNonce()}>{'/* inline */'}</script>;
}

describe('the request’s CSP nonce', () => {
  it('reaches every inline script rendered inside the provider', () => {
    expect(
      renderToString(
        <NonceProvider nonce="cmVxdWVzdC1ub25jZQ==">
          <InlineScript />
        </NonceProvider>,
      ),
    ).toBe('<script nonce="cmVxdWVzdC1ub25jZQ==">/* inline */</script>');
  });

  it('is absent outside it (the browser, which hides nonces anyway)', () => {
    expect(renderToString(<InlineScript />)).toBe('<script>/* inline */</script>');
  });
});
