import type { AddressData } from '../../lib/account/accountTypes';
import { address as addressStyle } from './AccountArea.css';

/** A postal address as the Storefront API formats it, one line each. */

export function AddressBlock({ address }: { address: AddressData }) {
  return (
    <address className={addressStyle} data-slot="address">
      {address.formatted.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      {address.phone ? <span>{address.phone}</span> : null}
    </address>
  );
}
