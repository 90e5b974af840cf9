import { SimulatedClock, createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createQaScenarios } from './qaScenarios.js';

const EXPECTED_IDS = [
  'accordion',
  'newsletterForm',
  'newsletterPopup',
  'contactForm',
  'cartDrawer',
  'cartNote',
  'cartLine',
  'consent',
  'mobileMenu',
  'localeSwitch',
  'wishlist',
  'wishlistDrawer',
  'clipboard',
  'video',
];

describe('qaScenarios', () => {
  it('has one scenario per machine, in a stable order', () => {
    expect(createQaScenarios().map((scenario) => scenario.id)).toEqual(EXPECTED_IDS);
  });

  it.each(createQaScenarios().map((scenario) => [scenario.id, scenario] as const))(
    '%s starts with its input and names only events its machine knows',
    (_id, scenario) => {
      const actor = createActor(scenario.machine, {
        input: scenario.input,
        clock: new SimulatedClock(),
      });
      actor.start();
      const known = new Set(scenario.machine.events);
      expect(actor.getSnapshot().status).toBe('active');
      for (const event of scenario.events) {
        expect(event.example.type).toBe(event.type);
        expect(known.has(event.type)).toBe(true);
      }
      actor.stop();
    },
  );
});
