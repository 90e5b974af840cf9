import type { TextBlock } from '../../lib/content/types';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { localizePath } from '../../lib/i18n/locales';
import { SimpleText } from '../content/SimpleText';
import * as styles from './PrivacyNotice.css';
import { button, primaryButton } from '../button.css';

/** The two answers of the notice, as the `privacyPolicy` cookie stores them (behaviour §4). */
export type PrivacyAnswer = 'accepted' | 'refused';

/**
 * The cookie and privacy notice (behaviour §2 "after the footer", §4): the editors' rich text from
 * `sharedTexts.general.cookies` and two buttons. It is a plain form posting to `/api/consent`, so it
 * works before hydration and without JavaScript; once hydrated, `onAnswer` takes the click instead
 * and the page stays where it is.
 */
export function PrivacyNotice({
  text,
  returnTo,
  onAnswer,
}: {
  text: TextBlock[] | undefined;
  returnTo: string;
  onAnswer?: (answer: PrivacyAnswer) => void;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const headingId = useId();

  function answerInPage(event: FormEvent<HTMLFormElement>) {
    if (!onAnswer) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const answer = submitter?.value;
    if (answer !== 'accepted' && answer !== 'refused') return;
    event.preventDefault();
    onAnswer(answer);
  }

  return (
    <section
      className={styles.notice}
      aria-labelledby={headingId}
      data-testid="privacy-notice"
      data-slot="privacy-notice"
    >
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.title}>
          {t('consent.notice')}
        </h2>
        {text?.length ? (
          <div className={styles.text}>
            <SimpleText value={text} />
          </div>
        ) : null}
        <form
          method="post"
          action={localizePath('/api/consent', locale)}
          className={styles.actions}
          onSubmit={answerInPage}
        >
          <input type="hidden" name="redirectTo" value={returnTo} />
          <button type="submit" name="choice" value="refused" className={button}>
            {t('consent.refuse')}
          </button>
          <button type="submit" name="choice" value="accepted" className={primaryButton}>
            {t('consent.accept')}
          </button>
        </form>
      </div>
    </section>
  );
}
