import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { assign, createActor, setup } from 'xstate';
import { ActorRegistry } from '../../lib/qa/actorRegistry';
import { QaPanel } from './QaPanel';

/**
 * The QA panel of the storefront with a few fake actors, as a page would hand them over:
 * a gift-wrap toggle, and an engraving preview with a named 800 ms delay QA can fire at once.
 * Shown in the ui Storybook beside the machine stepper (see `.storybook/main.ts` of the ui package).
 */
const giftWrapMachine = setup({
  types: { events: {} as { type: 'WRAP' } | { type: 'UNWRAP' } },
}).createMachine({
  id: 'giftWrap',
  initial: 'plain',
  states: {
    plain: { on: { WRAP: 'wrapped' } },
    wrapped: { on: { UNWRAP: 'plain' } },
  },
});

const engravingMachine = setup({
  types: {
    context: {} as { text: string },
    events: {} as { type: 'TYPE'; text: string },
  },
  delays: { engravingPreview: 800 },
}).createMachine({
  id: 'engraving',
  context: { text: '' },
  initial: 'idle',
  states: {
    idle: {
      on: { TYPE: { target: 'typing', actions: assign({ text: ({ event }) => event.text }) } },
    },
    typing: {
      on: {
        TYPE: {
          target: 'typing',
          reenter: true,
          actions: assign({ text: ({ event }) => event.text }),
        },
      },
      after: { engravingPreview: 'previewed' },
    },
    previewed: {
      on: { TYPE: { target: 'typing', actions: assign({ text: ({ event }) => event.text }) } },
    },
  },
});

/** A page of fake actors reporting to a fresh registry, as `machineInspection()` wires real ones. */
function FakePage() {
  const [registry] = useState(() => {
    const created = new ActorRegistry();
    createActor(giftWrapMachine, { inspect: created }).start();
    createActor(engravingMachine, { inspect: created }).start();
    return created;
  });
  return <QaPanel registry={registry} storage={window.sessionStorage} />;
}

const meta = {
  title: 'Storefront/QA panel',
  component: FakePage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => window.sessionStorage.removeItem('treize:qa-panel'),
} satisfies Meta<typeof FakePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithFakeActors: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    // The panel is fixed to the foot of the window; it is queried from the whole document.
    const panel = within(canvasElement.ownerDocument.body);
    const state = () =>
      canvasElement.ownerDocument.querySelector('[data-slot="qa-actor-state"]') as HTMLElement;

    await step('lists both actors, the first one chosen', async () => {
      const actors = within(panel.getByRole('navigation', { name: 'Live actors' }));
      await expect(actors.getByRole('button', { name: /giftWrap/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(actors.getByRole('button', { name: /engraving/ })).toBeVisible();
      await expect(state()).toHaveTextContent('"plain"');
    });

    await step('sends an accepted event and logs the transition', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'WRAP' }));
      await expect(state()).toHaveTextContent('"wrapped"');
      await expect(panel.getByText('plain → wrapped')).toBeVisible();
    });

    await step('fires a pending named delay now', async () => {
      await userEvent.click(panel.getByRole('button', { name: /engraving/ }));
      // TYPE carries data: QA writes it in the payload editor.
      await userEvent.click(panel.getByRole('button', { name: 'Edit TYPE with data' }));
      const payload = panel.getByRole('textbox', { name: 'Custom event (JSON)' });
      await userEvent.clear(payload);
      await userEvent.click(payload);
      await userEvent.paste('{"type":"TYPE","text":"A & M"}');
      await userEvent.click(panel.getByRole('button', { name: 'Send event' }));
      await expect(state()).toHaveTextContent('"typing"');
      const timer = canvasElement.ownerDocument.querySelector('[data-slot="qa-timer"]');
      await expect(timer).toHaveAttribute('data-delay', 'engravingPreview');
      await expect(timer).toHaveTextContent(/engravingPreview 800 ms · \d+ ms left/);
      await userEvent.click(panel.getByRole('button', { name: 'Fire engravingPreview now' }));
      await expect(state()).toHaveTextContent('"previewed"');
    });

    await step('collapses to its bar', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Collapse' }));
      await expect(panel.getByRole('button', { name: 'Expand' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(panel.queryByRole('navigation', { name: 'Live actors' })).toBeNull();
    });
  },
};
