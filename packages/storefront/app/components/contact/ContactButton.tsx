import { Button } from '@treize/ui';
import { useContentLabel } from '../../hooks/useContentLabel';
import { CONTACT_PAGE_FORM, openContactForm } from './openContactForm';

/**
 * The product page's contact button (behaviour §2): its label is the editors' `product.openForm` label
 * or the dictionary's; it opens the contact dialog with the product's title attached, or the
 * contact page until the scripts run.
 */
export function ContactButton({ product }: { product: string }) {
  const label = useContentLabel();
  return (
    <Button
      variant="secondary"
      data-slot="contact-form-trigger"
      type="submit"
      form={CONTACT_PAGE_FORM}
      name="product"
      value={product}
      onClick={(event) => {
        event.preventDefault();
        openContactForm({ product });
      }}
    >
      {label('product.openForm')}
    </Button>
  );
}
