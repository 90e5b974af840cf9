import { describe, expect, it } from 'vitest';

// Each machine is imported here inside its test, not at the top of the file: a definition that
// throws when the module loads (an `initial` or a target naming no state) then fails this test
// instead of leaving a test file that cannot load, which Vitest reports as "no tests".
const machineModules = [
  ['accordion', async () => (await import('./accordion/accordionMachine.js')).accordionMachine],
  ['cartDrawer', async () => (await import('./cartDrawer/cartDrawerMachine.js')).cartDrawerMachine],
  ['cartLine', async () => (await import('./cartLine/cartLineMachine.js')).cartLineMachine],
  ['cartNote', async () => (await import('./cartNote/cartNoteMachine.js')).cartNoteMachine],
  ['clipboard', async () => (await import('./clipboard/clipboardMachine.js')).clipboardMachine],
  ['consent', async () => (await import('./consent/consentMachine.js')).consentMachine],
  [
    'contactForm',
    async () => (await import('./contactForm/contactFormMachine.js')).contactFormMachine,
  ],
  [
    'localeSwitch',
    async () => (await import('./localeSwitch/localeSwitchMachine.js')).localeSwitchMachine,
  ],
  ['mobileMenu', async () => (await import('./mobileMenu/mobileMenuMachine.js')).mobileMenuMachine],
  [
    'newsletterForm',
    async () => (await import('./newsletterForm/newsletterFormMachine.js')).newsletterFormMachine,
  ],
  [
    'newsletterPopup',
    async () =>
      (await import('./newsletterPopup/newsletterPopupMachine.js')).newsletterPopupMachine,
  ],
  ['video', async () => (await import('./video/videoMachine.js')).videoMachine],
  ['wishlist', async () => (await import('./wishlist/wishlistMachine.js')).wishlistMachine],
  [
    'wishlistDrawer',
    async () => (await import('./wishlistDrawer/wishlistDrawerMachine.js')).wishlistDrawerMachine,
  ],
] as const;

describe('machine modules', () => {
  it.each(machineModules)(
    'loads the %s machine under the name the QA panel and the inspector list',
    async (name, load) => {
      const machine = await load();
      expect(machine.id).toBe(name);
    },
  );
});
