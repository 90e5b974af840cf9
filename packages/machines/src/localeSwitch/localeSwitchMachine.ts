import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { LocaleSwitchSubmission } from '../effects/api.js';
import { submitLocaleSwitch } from '../effects/api.js';
import { errorMessage, logError } from '../effects/log.js';
import { buildLocaleRedirectPath } from './redirectPath.js';

/** Message of the failure when no locale was chosen (behaviour §5, §8). */
export const NEW_LOCALE_REQUIRED = 'newLocale is required';

/** A locale the switcher offers (behaviour §3 Locale record, §9 Locales). */
export interface LocaleOption {
  language: string;
  country: string;
  pathPrefix: string;
  label?: string;
  currency?: string;
}

/** Context: the locale in force, the switch being submitted, and the last failure message. */
export interface LocaleSwitchContext {
  currentLocale: LocaleOption;
  pendingLocale: LocaleOption | null;
  error: string | null;
}

/** Events: a locale was chosen while the visitor is on `pathname` + `search`. */
export type LocaleSwitchEvent = {
  type: 'SWITCH';
  newLocale: LocaleOption | null;
  pathname: string;
  search: string;
};

/** Input: the locale of the page. */
export interface LocaleSwitchInput {
  currentLocale: LocaleOption;
}

function isSameLocale(a: LocaleOption, b: LocaleOption): boolean {
  return (
    a.language.toLowerCase() === b.language.toLowerCase() &&
    a.country.toUpperCase() === b.country.toUpperCase()
  );
}

/**
 * Country/language switch (behaviour §4, §5, §7): choosing the current locale is ignored, no locale
 * fails with `newLocale is required`, any other locale submits the buyer-identity update with
 * the redirect path. Provide `submitLocaleSwitch` to change how it is sent.
 */
export const localeSwitchMachine = setup({
  types: {
    context: {} as LocaleSwitchContext,
    events: {} as LocaleSwitchEvent,
    input: {} as LocaleSwitchInput,
  },
  actors: {
    submitLocaleSwitch: fromPromise<void, LocaleSwitchSubmission>(({ input }) =>
      submitLocaleSwitch(input),
    ),
  },
  actions: {
    failWithoutLocale: assign({ error: NEW_LOCALE_REQUIRED }),
    rememberPendingLocale: assign({
      pendingLocale: ({ event }) => {
        assertEvent(event, 'SWITCH');
        return event.newLocale;
      },
      error: null,
    }),
    applyPendingLocale: assign({
      currentLocale: ({ context }) => context.pendingLocale ?? context.currentLocale,
      pendingLocale: null,
    }),
    recordFailure: assign({
      error: ({ event }) => ('error' in event ? errorMessage(event.error) : 'Locale switch failed'),
      pendingLocale: null,
    }),
    logSwitchFailure: ({ event }) => {
      logError('Locale switch failed', 'error' in event ? errorMessage(event.error) : undefined);
    },
  },
  guards: {
    hasNoLocale: ({ event }) => event.type === 'SWITCH' && !event.newLocale,
    isOtherLocale: ({ context, event }) =>
      event.type === 'SWITCH' &&
      !!event.newLocale &&
      !isSameLocale(event.newLocale, context.currentLocale),
  },
}).createMachine({
  id: 'localeSwitch',
  context: ({ input }) => ({
    currentLocale: input.currentLocale,
    pendingLocale: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        SWITCH: [
          { guard: 'hasNoLocale', actions: 'failWithoutLocale' },
          { guard: 'isOtherLocale', target: 'submitting', actions: 'rememberPendingLocale' },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submitLocaleSwitch',
        src: 'submitLocaleSwitch',
        input: ({ context, event }) => {
          assertEvent(event, 'SWITCH');
          const target = context.pendingLocale ?? context.currentLocale;
          return {
            countryCode: target.country,
            redirectTo: buildLocaleRedirectPath({
              pathname: event.pathname,
              search: event.search,
              targetPrefix: target.pathPrefix,
            }),
          };
        },
        onDone: { target: 'idle', actions: 'applyPendingLocale' },
        onError: { target: 'idle', actions: ['logSwitchFailure', 'recordFailure'] },
      },
    },
  },
});
