import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';

/**
 * The Content Lake client of every Studio part, pointed at the content emulator. Sanity's clients put
 * the project id in front of the API host (`treize.api.sanity.io`); the emulator is one host, so the
 * project hostname is turned off.
 */
export function emulatorClientFactory(emulatorHost: string) {
  return (options: ClientConfig): SanityClient =>
    createClient({ ...options, apiHost: emulatorHost, useProjectHostname: false });
}
