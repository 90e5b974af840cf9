import { consentMachine, newsletterPopupMachine } from '@treize/machines';
import { useShopMachine } from '../../lib/actors/useShopMachine';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../hooks/useRootData';
import { machineInspection } from '../../lib/qa/machineInspection';
import { PrivacyNotice, type PrivacyAnswer } from './PrivacyNotice';

// Tracking and the pop-up are fetched only when they are due, after hydration: a visitor who
// never accepts never downloads the analytics code (first-load budget).
const AnalyticsRuntime = lazy(() =>
  import('./AnalyticsRuntime').then((module) => ({ default: module.AnalyticsRuntime })),
);
const NewsletterPopup = lazy(() =>
  import('./NewsletterPopup').then((module) => ({ default: module.NewsletterPopup })),
);

/**
 * The notices after the footer (behaviour §2) and what follows from the privacy choice (behaviour §4): the
 * privacy notice, the analytics that run only with consent, and the newsletter pop-up 500 ms after
 * a choice exists. The server renders the notice from the request's cookie, and the machine reads
 * the same cookie in the browser, so a shopper who already chose never sees it flash.
 */
export function Notices() {
  const root = useRootData();
  const location = useLocation();
  const [consent, sendConsent] = useShopMachine(consentMachine, machineInspection());
  const [popup, sendPopup] = useShopMachine(newsletterPopupMachine, machineInspection());

  // Until the machine has read the cookie (server render, hydration), the server's reading rules.
  const reading = consent.matches('reading');
  const noticeVisible = reading
    ? root?.consent.privacyChoice !== 'accepted'
    : consent.context.isNoticeVisible;

  function answer(choice: PrivacyAnswer) {
    sendConsent({ type: choice === 'accepted' ? 'ACCEPT' : 'REFUSE' });
    sendPopup({ type: 'PRIVACY_CHOSEN' });
  }

  // A sign-up from the pop-up ends the machine (its cookie is written at once), but the dialog
  // stays open on the form's thank-you message until the shopper closes it.
  const popupVisible = popup.matches('visible');
  const [popupOpen, setPopupOpen] = useState(false);
  useEffect(() => {
    if (popupVisible) setPopupOpen(true);
  }, [popupVisible]);
  function closePopup() {
    if (popupVisible) sendPopup({ type: 'CLOSE' });
    setPopupOpen(false);
  }
  const popupDue = popup.matches('waiting') || popupVisible || popupOpen;
  return (
    <>
      {noticeVisible ? (
        <PrivacyNotice
          text={root?.layout?.sharedTexts?.general?.cookies}
          returnTo={location.pathname + location.search}
          onAnswer={reading ? undefined : answer}
        />
      ) : null}
      {consent.context.analyticsConsent ? (
        <Suspense fallback={null}>
          <AnalyticsRuntime />
        </Suspense>
      ) : null}
      {popupDue ? (
        <Suspense fallback={null}>
          <NewsletterPopup
            open={popupVisible || popupOpen}
            onClose={closePopup}
            onSubscribed={() => sendPopup({ type: 'SUBSCRIBED' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
