import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslate } from '../../hooks/useRootData';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import { OPEN_CONTACT_FORM_EVENT } from '../content/ContentLink';
import { usePreloadWhenIdle } from '../lazyComponent';
import { productOf } from './openContactForm';

/** The dialog's code (Radix dialog, fields) is fetched when the browser is idle, not on first load. */
const loadContactDialog = () => import('./ContactDialog');
const ContactDialog = lazy(() =>
  loadContactDialog().then((module) => ({ default: module.ContactDialog })),
);
const loadToasts = () => import('../shell/frameIslands');
/** The machine's code (XState, the contact form machine): fetched when the form first opens. */
const loadContactActor = () => import('./contactActor');

/**
 * The page's one contact dialog (behaviour §2, §4): the `contactForm` machine lives here, opened by the
 * `treize:open-contact-form` event that every opener dispatches. Its outcome toast shows top-centre
 * for 35,000,000 ms (behaviour §8, §9), 500 ms after the answer, as the dialog closes. The machine
 * starts on the first open, which it then answers: until then the dialog is closed, as the
 * server rendered it.
 */
export function ContactHost() {
  const t = useTranslate();
  const translate = useRef(t);
  translate.current = t;
  const contact = useLazyMachine(() =>
    loadContactActor().then(({ startContactActor }) =>
      startContactActor((toast) => {
        void loadToasts().then(({ showContactToast }) =>
          showContactToast(translate.current(toast.message), toast.outcome),
        );
      }),
    ),
  );
  const snapshot = useLazyActorSelector(contact, (running) => running, undefined);
  const [product, setProduct] = useState('');
  usePreloadWhenIdle(loadContactDialog);

  useEffect(() => {
    const open = (event: Event) => {
      setProduct(productOf(event));
      contact.send({ type: 'OPEN' });
    };
    window.addEventListener(OPEN_CONTACT_FORM_EVENT, open);
    return () => window.removeEventListener(OPEN_CONTACT_FORM_EVENT, open);
  }, [contact]);

  if (!snapshot || snapshot.matches('closed')) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog snapshot={snapshot} send={contact.send} product={product} />
    </Suspense>
  );
}
