import type { AddressDoc } from '../store/customerStore.js';

/** Countries an address may name, by ISO code, with their English and French names. */
const COUNTRIES: Record<string, string[]> = {
  FR: ['France'],
  US: ['United States', 'États-Unis', 'USA'],
  BE: ['Belgium', 'Belgique'],
  CH: ['Switzerland', 'Suisse'],
  DE: ['Germany', 'Allemagne'],
  ES: ['Spain', 'Espagne'],
  IT: ['Italy', 'Italie'],
  GB: ['United Kingdom', 'Royaume-Uni'],
  CA: ['Canada'],
};

/** The ISO code of a country given by code or name, or null when it is not one this shop ships to. */
export function countryCode(country: string): string | null {
  const needle = country.trim().toLowerCase();
  for (const [code, names] of Object.entries(COUNTRIES)) {
    if (code.toLowerCase() === needle || names.some((n) => n.toLowerCase() === needle)) return code;
  }
  return null;
}

export const countryName = (code: string | null) => (code ? (COUNTRIES[code]?.[0] ?? code) : null);

/** What a MailingAddress resolves from: an address and its gid. */
export interface AddressSource {
  __typename: 'MailingAddress';
  gid: string;
  address: Omit<AddressDoc, 'id'>;
}

export function formatAddress(
  a: Omit<AddressDoc, 'id'>,
  withName = false,
  withCompany = true,
): string[] {
  const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
  return [
    withName && name ? name : null,
    withCompany ? a.company : null,
    a.address1,
    a.address2,
    [a.zip, a.city].filter(Boolean).join(' ') || null,
    a.province,
    countryName(a.countryCode) ?? a.country,
  ].filter((line): line is string => Boolean(line));
}
