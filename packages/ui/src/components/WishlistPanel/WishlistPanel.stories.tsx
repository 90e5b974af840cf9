import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { keepUrl, placeholderImage } from '../AspectImage/placeholder.js';
import type { WishlistItem } from './WishlistLine.js';
import { WishlistPanel, wishlistPanelStates } from './WishlistPanel.js';

const newestFirst: WishlistItem[] = [
  {
    id: 'gid://shopify/Product/2',
    title: 'Bague Treize - Bague (or recyclé)',
    to: '/products/bague-treize',
    image: { src: placeholderImage('Bague', 35), alt: 'Bague Treize' },
    price: { amount: '95.00', currencyCode: 'EUR' },
    compareAtPrice: { amount: '120.00', currencyCode: 'EUR' },
    availableForSale: true,
  },
  {
    id: 'gid://shopify/Product/1',
    title: 'Étoile Treize - Boucle d’oreille',
    to: '/products/etoile-treize',
    image: { src: placeholderImage('Étoile', 20), alt: 'Étoile Treize' },
    price: { amount: '75.00', currencyCode: 'EUR' },
    compareAtPrice: null,
    availableForSale: false,
  },
];

const meta = {
  title: 'Commerce/WishlistPanel',
  component: WishlistPanel,
  args: {
    state: 'ready',
    items: newestFirst,
    continueShoppingTo: '/collections',
    onRemove: fn(),
    locale: 'fr-FR',
    buildUrl: keepUrl,
    labels: {
      empty: 'Votre liste d’envies est vide. Touchez le cœur d’une pièce pour la garder ici.',
      continueShopping: 'Continuer mes achats',
      loading: 'Chargement de votre liste d’envies',
      failed: 'Votre liste d’envies ne peut pas s’afficher pour le moment.',
      remove: 'Retirer de la liste d’envies',
      available: 'Disponible',
      soldOut: 'Épuisé',
      price: 'Prix',
      compareAt: 'Prix d’origine',
    },
  },
  argTypes: { state: { control: 'inline-radio', options: wishlistPanelStates } },
  decorators: [(Story) => <div style={{ maxWidth: 498 }}>{Story()}</div>],
} satisfies Meta<typeof WishlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first, each linked to its product, the sale price crossed out, a heart to remove. */
export const Lines: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('Bague Treize - Bague (or recyclé)');
    await expect(within(lines[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/products/bague-treize',
    );
    await expect(within(lines[0]!).getByText(/Prix d’origine/)).toBeInTheDocument();
    await expect(lines[0]).toHaveTextContent('Disponible');
    await expect(lines[1]).toHaveTextContent('Épuisé');
    const hearts = canvas.getAllByRole('button', { name: 'Retirer de la liste d’envies' });
    await expect(hearts[1]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hearts[1]!);
    await expect(args.onRemove).toHaveBeenCalledWith('gid://shopify/Product/1');
  },
};

/** No saved product: a kind message and the way back to the collections (behaviour §2). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Votre liste d’envies est vide/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute(
      'href',
      '/collections',
    );
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

/** The first lookup of the saved products is in flight. */
export const Loading: Story = {
  args: { state: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Chargement de votre liste d’envies',
    );
    await expect(canvas.queryByText(/est vide/)).toBeNull();
  },
};

/** A new lookup runs while earlier lines are shown: they stay, marked busy. */
export const Refreshing: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The lookup failed (behaviour §8): a message instead of an empty state that would be a lie. */
export const Failure: Story = {
  args: { state: 'failed', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Votre liste d’envies ne peut pas s’afficher pour le moment.',
    );
    await expect(canvas.queryByText(/est vide/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continuer mes achats' })).toBeVisible();
  },
};

/** A later lookup failed: the earlier lines stay, with the message above them. */
export const FailureWithLines: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Without `labels` every word is English. */
export const EnglishDefaults: Story = {
  args: { labels: undefined, items: [], locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wishlist is empty.')).toBeInTheDocument();
  },
};
