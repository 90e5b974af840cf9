import { ContactRequestForm, type ContactRequestField } from '@treize/ui';
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Route } from './+types/($locale).contact';
import { useContactFormTexts } from '../components/contact/useContactFormTexts';
import { useLocale, useTranslate } from '../hooks/useRootData';
import { MAX_LABEL_LENGTH } from '../lib/forms/contactSchema';
import { CONTACT_PATH } from '../lib/forms/formPaths';
import { RETURNED_FORM_ANCHORS, returnedFormMessage } from '../lib/forms/formReturn';
import { sameSitePath } from '../lib/http/sameSitePath';
import { localizePath } from '../lib/i18n/locales';
import { requireLocale } from '../lib/i18n/locale.server';
import { pageMeta } from '../lib/seo/meta';
import { metaTranslate } from '../lib/seo/metaBasics';
import { contactPage } from '../components/contact/ContactPage.css';
import { formOutcome } from '../components/forms/ReturnedFormMessage.css';
import { pageTitle } from '../components/pageTitle.css';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location, { title: metaTranslate(matches)('contact.title') });

/** The page the shopper came from (on this site) and the product the request is about. */
export function loader({ params, request }: Route.LoaderArgs) {
  const locale = requireLocale(params);
  const search = new URL(request.url).searchParams;
  const from = sameSitePath(search.get('from')) ?? localizePath('/', locale);
  const product = (search.get('product') ?? '').trim().slice(0, MAX_LABEL_LENGTH);
  return { from, product };
}

const EMPTY: Record<ContactRequestField, string> = { firstName: '', lastName: '', email: '' };

/**
 * The contact form as a page: where a contact button leads before the scripts arrive, or without
 * them. It posts to the same endpoint as the dialog and comes back here with its outcome.
 */
export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { from, product } = loaderData;
  const t = useTranslate();
  const locale = useLocale();
  const { title, ...texts } = useContactFormTexts();
  const [search] = useSearchParams();
  const outcome = returnedFormMessage('contact', search);
  const [values, setValues] = useState(EMPTY);
  const page = useRef<HTMLElement>(null);
  return (
    <section ref={page} className={contactPage} data-testid="contact-page">
      <h1 className={pageTitle}>{title}</h1>
      {outcome ? (
        <p
          id={RETURNED_FORM_ANCHORS.contact}
          className={formOutcome}
          data-tone={outcome.tone}
          role="status"
        >
          {t(outcome.key)}
        </p>
      ) : null}
      {outcome?.tone === 'success' ? (
        <p>
          <Link to={from}>{t('contact.back')}</Link>
        </p>
      ) : (
        <ContactRequestForm
          context={{
            language: locale.language,
            currency: locale.currency,
            product,
            pathname: from,
          }}
          values={values}
          errors={{}}
          {...texts}
          submitting={false}
          action={CONTACT_PATH}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          onBlur={() => undefined}
          // With scripts too, the page posts as a plain form and comes back with its outcome.
          onSubmit={() => page.current?.querySelector('form')?.submit()}
        />
      )}
    </section>
  );
}
