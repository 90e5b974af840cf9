import { buildLocaleRedirectPath, type LocaleOption } from '@treize/machines';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { CART_FORM_INPUT, cartFormValue } from '../../lib/commerce/cartForm';
import { LOCALES, hreflang, localizePath, type Locale } from '../../lib/i18n/locales';
import { useCartAction } from '../cart/useCartAction';
import { useLazyActorSelector } from '../../lib/actors/useLazyActorSelector';
import { useLazyMachine } from '../../lib/actors/useLazyMachine';
import * as styles from './LocaleSwitcher.css';
import { visuallyHidden } from '@treize/ui';

/** The machine's code (XState, the switch machine): fetched at the first choice of a locale. */
const loadLocaleSwitchActor = () => import('./localeSwitchActor');

const localeKey = (locale: LocaleOption) =>
  `${locale.language.toLowerCase()}-${locale.country.toLowerCase()}`;

/**
 * The option value: the whole BuyerIdentityUpdate payload with its `redirectTo`, so the form
 * works without JavaScript (the cart route reads `redirectTo` from the payload when the form has
 * no such field).
 */
function optionValue(locale: Locale, pathname: string, search: string): string {
  const redirectTo = buildLocaleRedirectPath({ pathname, search, targetPrefix: locale.pathPrefix });
  return cartFormValue({
    action: 'BuyerIdentityUpdate',
    inputs: { buyerIdentity: { countryCode: locale.country } },
    redirectTo,
  });
}

/**
 * Country and language switcher (behaviour §4, §5, §7): lists the three locales; choosing one posts
 * BuyerIdentityUpdate with the target country to the cart index, with `redirectTo` = target
 * prefix + current path without locale + query, so the cart is re-priced in the target currency.
 * The current locale does nothing; no locale fails with `newLocale is required`.
 */
export function LocaleSwitcher() {
  const current = useLocale();
  const t = useTranslate();
  const { pathname, search } = useLocation();
  const { submit } = useCartAction('locale-switch');
  const [chosen, setChosen] = useState(localeKey(current));
  // The header and the mobile menu each render a switcher.
  const selectId = useId();
  // Once hydrated the select switches on change, so the submit button is only for no-JavaScript visits.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  const switcher = useLazyMachine(() =>
    loadLocaleSwitchActor().then(({ startLocaleSwitchActor }) =>
      startLocaleSwitchActor(current, async ({ countryCode, redirectTo }) => {
        await latestSubmit.current(
          { action: 'BuyerIdentityUpdate', inputs: { buyerIdentity: { countryCode } } },
          { redirectTo, index: true },
        );
      }),
    ),
  );
  const { send } = switcher;
  // Before the machine runs: its first state, idle with no error.
  const state = useLazyActorSelector(switcher, (running) => String(running.value), 'idle');
  const submitting = useLazyActorSelector(
    switcher,
    (running) => running.matches('submitting'),
    false,
  );
  const error = useLazyActorSelector(switcher, (running) => running.context.error, null);

  const switchTo = (key: string) => {
    setChosen(key);
    const newLocale = LOCALES.find((locale) => localeKey(locale) === key) ?? null;
    send({ type: 'SWITCH', newLocale, pathname, search });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    switchTo(chosen);
  };

  return (
    <form
      method="post"
      action={localizePath('/cart?index', current)}
      className={styles.switcher}
      data-slot="locale-switcher"
      data-state={state}
      data-hydrated={hydrated}
      onSubmit={onSubmit}
    >
      <label className={visuallyHidden} htmlFor={selectId}>
        {t('header.locale')}
      </label>
      <select
        id={selectId}
        name={CART_FORM_INPUT}
        value={
          chosen === ''
            ? ''
            : optionValue(LOCALES.find((l) => localeKey(l) === chosen) ?? current, pathname, search)
        }
        onChange={(event) => {
          const option = event.target.selectedOptions[0];
          switchTo(option?.dataset.locale ?? '');
        }}
        disabled={submitting}
      >
        <option value="" data-locale="">
          {t('locale.choose')}
        </option>
        {LOCALES.map((locale) => (
          <option
            key={localeKey(locale)}
            value={optionValue(locale, pathname, search)}
            data-locale={localeKey(locale)}
            lang={hreflang(locale)}
          >
            {locale.label}
          </option>
        ))}
      </select>
      <button type="submit" className={styles.submit} hidden={hydrated}>
        {t('locale.switch')}
      </button>
      {error ? (
        <span className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
