import { contactFormMachine, type ContactToast } from '@treize/machines';
import { useShopMachine } from '../../lib/actors/useShopMachine';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslate } from '../../hooks/useRootData';
import { machineInspection } from '../../lib/qa/machineInspection';
import { OPEN_CONTACT_FORM_EVENT } from '../content/ContentLink';
import { usePreloadWhenIdle } from '../lazyComponent';
import { productOf } from './openContactForm';

/** The dialog's code (Radix dialog, fields) is fetched when the browser is idle, not on first load. */
const loadContactDialog = () => import('./ContactDialog');
const ContactDialog = lazy(() =>
  loadContactDialog().then((module) => ({ default: module.ContactDialog })),
);
const loadToasts = () => import('../shell/frameIslands');

/**
 * The page's one contact dialog (behaviour §2, §4): the `contactForm` machine lives here, opened by the
 * `treize:open-contact-form` event that every opener dispatches. Its outcome toast shows top-centre
 * for 35,000,000 ms (behaviour §8, §9), 500 ms after the answer, as the dialog closes.
 */
export function ContactHost() {
  const t = useTranslate();
  const [snapshot, send, actor] = useShopMachine(contactFormMachine, machineInspection());
  const [product, setProduct] = useState('');
  usePreloadWhenIdle(loadContactDialog);

  useEffect(() => {
    const open = (event: Event) => {
      setProduct(productOf(event));
      send({ type: 'OPEN' });
    };
    window.addEventListener(OPEN_CONTACT_FORM_EVENT, open);
    return () => window.removeEventListener(OPEN_CONTACT_FORM_EVENT, open);
  }, [send]);

  useEffect(() => {
    const subscription = actor.on('toast', (toast: ContactToast) => {
      void loadToasts().then(({ showContactToast }) =>
        showContactToast(t(toast.message), toast.outcome),
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, t]);

  if (snapshot.matches('closed')) return null;
  return (
    <Suspense fallback={null}>
      <ContactDialog snapshot={snapshot} send={send} product={product} />
    </Suspense>
  );
}
