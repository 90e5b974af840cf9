import { useLocation } from 'react-router';
import { useLocale } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { CONTACT_PAGE_FORM } from './openContactForm';

/**
 * The page's hidden form that every contact opener submits when no script answers it: it leads to
 * the contact page, saying which page the shopper came from (the opener adds the product).
 */
export function ContactPageForm() {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <form id={CONTACT_PAGE_FORM} action={localizePath('/contact', locale)} method="get" hidden>
      <input type="hidden" name="from" value={pathname} />
    </form>
  );
}
