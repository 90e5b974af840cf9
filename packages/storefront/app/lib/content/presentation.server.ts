import { createClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';
import type { StorefrontEnv } from '../server/env.server';
import { sanityClientConfig } from './client.server';

/** Where the Studio's Presentation tool sends the preview frame, once it has checked the editor. */
export interface PresentationEntry {
  /** The page to show (`sanity-preview-pathname`), not yet checked to be a path on this site. */
  redirectTo: string | undefined;
  /** The Studio that wrote the secret: the only page that may frame the preview. */
  studioOrigin: string | undefined;
}

/** Whether a request to enter preview comes from the Presentation tool (it carries its secret). */
export function fromPresentation(url: URL): boolean {
  return url.searchParams.has(urlSearchParamPreviewSecret);
}

/**
 * Checks the Presentation tool's one-hour secret: the Studio writes it into the dataset as a
 * `sanity.previewUrlSecret` document before it opens the frame, and it is read back here with the
 * API token. `undefined` when the secret is unknown or expired.
 */
export async function checkPresentationEntry(
  sanity: StorefrontEnv['sanity'],
  url: URL,
): Promise<PresentationEntry | undefined> {
  if (!sanity.token) return undefined;
  const client = createClient({ ...sanityClientConfig(sanity), token: sanity.token });
  const { isValid, redirectTo, studioOrigin } = await validatePreviewUrl(client, url.toString());
  return isValid ? { redirectTo, studioOrigin } : undefined;
}
