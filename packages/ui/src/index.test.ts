import { describe, expect, it } from 'vitest';
import * as ui from './index.js';
import * as qa from './qa.js';

describe('@treize/ui public API', () => {
  it('exports every component the issue lists', () => {
    const components = [
      'Button',
      'IconButton',
      'Icon',
      'Star',
      'Logo',
      'Loader',
      'TextField',
      'EmailField',
      'Textarea',
      'Checkbox',
      'Drawer',
      'DrawerContent',
      'Modal',
      'ModalContent',
      'Accordion',
      'ToastArea',
      'Carousel',
      'Price',
      'ProductCard',
      'CartLine',
      'Banner',
      'Footer',
      'AspectImage',
      'Video',
      'Table',
      'BorderedText',
      'CallToAction',
      'Gallery',
      'ProductGrid',
      'LinkProvider',
    ];
    for (const name of components)
      expect(typeof (ui as Record<string, unknown>)[name], name).toBe('function');
  });

  it('exports the tokens, the theme contract and the toast options', () => {
    expect(ui.vars.size.drawer).toMatch(/^var\(--/);
    expect(ui.treizeTokens.size.drawer).toBe('530px');
    expect(ui.contactToastOptions.autoClose).toBe(35_000_000);
    expect(ui.cartLineDefaultLabels.compareAt).toBe('Original price');
  });
});

describe('@treize/ui/qa', () => {
  it('exports the QA tooling, which the main entry leaves out', () => {
    for (const name of ['MachineStepper', 'CustomEventForm', 'parseEvent']) {
      expect(typeof (qa as Record<string, unknown>)[name], name).toBe('function');
      expect(ui, name).not.toHaveProperty(name);
    }
    expect(typeof qa.InspectableClock).toBe('function');
  });
});
