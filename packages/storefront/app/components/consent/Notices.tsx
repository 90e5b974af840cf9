import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '../../hooks/useRootData';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import { PrivacyNotice, type PrivacyAnswer } from './PrivacyNotice';

// Tracking and the pop-up are fetched only when they are due, after hydration: a visitor who
// never accepts never downloads the analytics code (first-load budget).
const AnalyticsRuntime = lazy(() =>
  import('./AnalyticsRuntime').then((module) => ({ default: module.AnalyticsRuntime })),
);
const NewsletterPopup = lazy(() =>
  import('./NewsletterPopup').then((module) => ({ default: module.NewsletterPopup })),
);
/** The two machines' code (XState, consent and pop-up machines), fetched once hydration is over. */
const loadNoticeActors = () => import('./noticeActors');
const startConsent = () => loadNoticeActors().then((module) => module.startConsentActor());
const startPopup = () => loadNoticeActors().then((module) => module.startNewsletterPopupActor());

/**
 * The notices after the footer (behaviour §2) and what follows from the privacy choice (behaviour §4): the
 * privacy notice, the analytics that run only with consent, and the newsletter pop-up 500 ms after
 * a choice exists. The server renders the notice from the request's cookie, and the machine reads
 * the same cookie in the browser, so a shopper who already chose never sees it flash. The consent
 * machine starts once the browser is idle after hydration; the pop-up's too when the pop-up is due,
 * and otherwise when the shopper answers the notice.
 */
export function Notices() {
  const root = useRootData();
  const location = useLocation();
  const consent = useLazyMachine(startConsent, { startWhenIdle: true });
  // The pop-up is due at load only after a choice and until its own cookie says accepted; in every
  // other case its machine would only read that nothing is to be shown, so it starts with an answer.
  const popupDueAtLoad =
    root?.consent.privacyChoice != null && root.consent.popupAccepted === false;
  const popup = useLazyMachine(startPopup, { startWhenIdle: popupDueAtLoad });

  // Until the machine has read the cookie (server render, hydration), the server's reading rules.
  const reading = useLazyActorSelector(consent, (running) => running.matches('reading'), true);
  const machineShowsNotice = useLazyActorSelector(
    consent,
    (running) => running.context.isNoticeVisible,
    false,
  );
  const analyticsConsent = useLazyActorSelector(
    consent,
    (running) => running.context.analyticsConsent,
    false,
  );
  // A pop-up machine not running yet reads the cookies only after the answer has written its own:
  // it needs no wait, and it finds the choice there.
  const popupReading = useLazyActorSelector(
    popup,
    (running) => running.matches('readingCookies'),
    false,
  );
  const machinesReady = !reading && !popupReading;

  // An answer given before both machines have read the cookies waits for them (each would ignore
  // it while reading), and the notice goes at once, as it does once they run.
  const [waitingAnswer, setWaitingAnswer] = useState<PrivacyAnswer | null>(null);
  function answer(choice: PrivacyAnswer) {
    if (!machinesReady) {
      setWaitingAnswer(choice);
      consent.request();
      popup.request();
      return;
    }
    consent.send({ type: choice === 'accepted' ? 'ACCEPT' : 'REFUSE' });
    popup.send({ type: 'PRIVACY_CHOSEN' });
  }
  useEffect(() => {
    if (!machinesReady || waitingAnswer === null) return;
    consent.send({ type: waitingAnswer === 'accepted' ? 'ACCEPT' : 'REFUSE' });
    popup.send({ type: 'PRIVACY_CHOSEN' });
    setWaitingAnswer(null);
  }, [machinesReady, waitingAnswer, consent, popup]);

  const noticeVisible =
    waitingAnswer === null &&
    (reading ? root?.consent.privacyChoice !== 'accepted' : machineShowsNotice);

  // A sign-up from the pop-up ends the machine (its cookie is written at once), but the dialog
  // stays open on the form's thank-you message until the shopper closes it.
  const popupVisible = useLazyActorSelector(popup, (running) => running.matches('visible'), false);
  const popupWaiting = useLazyActorSelector(popup, (running) => running.matches('waiting'), false);
  const [popupOpen, setPopupOpen] = useState(false);
  useEffect(() => {
    if (popupVisible) setPopupOpen(true);
  }, [popupVisible]);
  function closePopup() {
    if (popupVisible) popup.send({ type: 'CLOSE' });
    setPopupOpen(false);
  }
  const popupDue = popupWaiting || popupVisible || popupOpen;
  return (
    <>
      {noticeVisible ? (
        <PrivacyNotice
          text={root?.layout?.sharedTexts?.general?.cookies}
          returnTo={location.pathname + location.search}
          onAnswer={answer}
        />
      ) : null}
      {analyticsConsent ? (
        <Suspense fallback={null}>
          <AnalyticsRuntime />
        </Suspense>
      ) : null}
      {popupDue ? (
        <Suspense fallback={null}>
          <NewsletterPopup
            open={popupVisible || popupOpen}
            onClose={closePopup}
            onSubscribed={() => popup.send({ type: 'SUBSCRIBED' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
