import { localeSwitchMachine, type LocaleOption } from '@treize/machines';
import { createActor, fromPromise, type Actor } from 'xstate';
import { machineInspection } from '../../lib/qa/machineInspection';

export type LocaleSwitchActor = Actor<typeof localeSwitchMachine>;

/** What the switch posts: the target country, and where the shop sends the shopper after. */
export interface LocaleSwitchSubmission {
  countryCode: string;
  redirectTo: string;
}

/**
 * Starts a `localeSwitch` machine (behaviour §4, §7) for the page's locale, whose submission is
 * `submit`, streaming to the inspector with `?inspect`. Loaded apart from the page frame's
 * islands, in the browser only, at the first choice of a locale.
 */
export function startLocaleSwitchActor(
  currentLocale: LocaleOption,
  submit: (submission: LocaleSwitchSubmission) => Promise<void>,
): LocaleSwitchActor {
  const machine = localeSwitchMachine.provide({
    actors: {
      submitLocaleSwitch: fromPromise<void, LocaleSwitchSubmission>(({ input }) => submit(input)),
    },
  });
  return createActor(machine, { ...machineInspection(), input: { currentLocale } }).start();
}
