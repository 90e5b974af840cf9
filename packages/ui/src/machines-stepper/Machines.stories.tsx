import type { Meta, StoryObj } from '@storybook/react-vite';
import { qaScenarios, type QaScenario } from '@treize/machines/qa';
import { expect, within } from 'storybook/test';
import { MachineStepper } from './MachineStepper.js';

/**
 * The QA stepper: one story per scenario of `@treize/machines` (`qaScenarios`). Storybook reads
 * story names statically, so each scenario has its own export; `Machines.test.ts` fails when a
 * scenario has no story.
 */
const meta = {
  title: 'Machines/Stepper',
  component: MachineStepper,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

function scenario(id: string): QaScenario {
  const found = qaScenarios.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`@treize/machines has no QA scenario "${id}"`);
  return found;
}

function story(id: string): Story {
  const found = scenario(id);
  return {
    name: found.title,
    args: { scenario: found },
    parameters: { docs: { description: { story: found.description } } },
  };
}

export const Accordion: Story = {
  ...story('accordion'),
  play: async ({ canvas, userEvent, step }) => {
    const events = () =>
      within(canvas.getByText('Events accepted now').parentElement as HTMLElement);
    const state = () =>
      canvas.getByText(
        (_, element) => element?.getAttribute('data-slot') === 'machine-stepper-state',
      );
    const advance = () =>
      userEvent.click(canvas.getByRole('button', { name: 'Advance to next timer' }));

    await step('opening an item waits for the 525 ms animation', async () => {
      await userEvent.click(events().getByRole('button', { name: 'CLICK_ITEM {"id":"care"}' }));
      await expect(state()).toHaveTextContent('opening');
      await expect(canvas.getByText(/525 ms left of 525 ms/)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: '+100 ms' }));
      await expect(canvas.getByText(/425 ms left/)).toBeVisible();
      await advance();
      await expect(state()).toHaveTextContent('idle');
    });
    await step('another item closes the first, then opens after 650 ms', async () => {
      await userEvent.click(events().getByRole('button', { name: 'CLICK_ITEM {"id":"delivery"}' }));
      await expect(state()).toHaveTextContent('closingBeforeOpen');
      await expect(canvas.getByText(/650 ms left of 650 ms/)).toBeVisible();
      await advance();
      await expect(state()).toHaveTextContent('opening');
      await advance();
      await expect(state()).toHaveTextContent('idle');
      await expect(canvas.getByText(/"openItem": "delivery"/)).toBeVisible();
    });
    await step('a click outside closes everything after 50 ms', async () => {
      await userEvent.click(events().getByRole('button', { name: 'CLICK_OUTSIDE' }));
      await expect(canvas.getByText(/50 ms left of 50 ms/)).toBeVisible();
      await advance();
      await expect(state()).toHaveTextContent('closing');
      await advance();
      await expect(state()).toHaveTextContent('idle');
      await expect(canvas.getByText(/"openItem": "0"/)).toBeVisible();
      await expect(canvas.getByText(/clock at 2275 ms/)).toBeVisible();
    });
  },
};
export const Consent: Story = story('consent');
export const NewsletterPopup: Story = story('newsletterPopup');
export const Wishlist: Story = story('wishlist');
export const WishlistDrawer: Story = story('wishlistDrawer');
export const NewsletterForm: Story = story('newsletterForm');
export const ContactForm: Story = story('contactForm');
export const CartDrawer: Story = story('cartDrawer');
export const CartNote: Story = story('cartNote');
export const CartLine: Story = story('cartLine');
export const MobileMenu: Story = story('mobileMenu');
export const LocaleSwitch: Story = story('localeSwitch');
export const Clipboard: Story = story('clipboard');
export const Video: Story = story('video');
