/** What the global setup tells the tests (through environment variables inherited by workers). */
export const stack = {
  get storefront(): string {
    return required('E2E_STOREFRONT_URL');
  },
  get content(): string {
    return required('E2E_CONTENT_URL');
  },
  get commerce(): string {
    return required('E2E_COMMERCE_URL');
  },
  previewSecret: 'e2e-preview-secret',
  contentToken: 'local-content-token',
  gaTrackingId: 'G-TREIZE0E2E',
  /** A host that does not exist: every journey's page serves the script itself (fixtures.ts). */
  tagManagerScriptUrl: 'http://tag-manager.e2e.test/gtag/js',
};

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(
      `${name} is not set: run the journeys through playwright.config.ts (globalSetup)`,
    );
  return value;
}
