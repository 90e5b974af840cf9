import { Button } from '@treize/ui';
import { useContentLabel } from '../../hooks/useContentLabel';
import { openContactForm } from './openContactForm';

/**
 * The product page's contact button (spec §2): its label is the editors' `product.openForm` label
 * or the dictionary's; it opens the contact dialog with the product's title attached.
 */
export function ContactButton({ product }: { product: string }) {
  const label = useContentLabel();
  return (
    <Button
      variant="secondary"
      data-slot="contact-form-trigger"
      onClick={() => openContactForm({ product })}
    >
      {label('product.openForm')}
    </Button>
  );
}
