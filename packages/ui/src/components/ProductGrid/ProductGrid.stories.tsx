import type { Meta, StoryObj } from '@storybook/react-vite';
import { keepUrl } from '../AspectImage/placeholder.js';
import { demoMedia } from '../ProductCard/fixtures.js';
import { ProductCard } from '../ProductCard/ProductCard.js';
import { ProductGrid, productGridColumns } from './ProductGrid.js';

const products = [
  'Bague Étoile - Or',
  'Boucle Lune - Argent (paire)',
  'Collier Treize - Or rose',
  'Bracelet Astre - Or',
  'Bague Comète - Argent',
];

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: { columns: 4, title: 'Nouveautés', children: null },
  argTypes: { columns: { control: 'inline-radio', options: productGridColumns } },
  render: (args) => (
    <ProductGrid {...args}>
      {products.map((title, index) => (
        <ProductCard
          key={title}
          title={title}
          to={`/products/${index}`}
          media={demoMedia(2, 20 + index * 30)}
          price={{ amount: `${120 + index * 15}.00`, currencyCode: 'EUR' }}
          buildUrl={keepUrl}
        />
      ))}
    </ProductGrid>
  ),
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourColumns: Story = {};
export const FiveColumns: Story = { args: { columns: 5 } };
export const WithoutTitle: Story = { args: { title: undefined } };

/** Products that share a main title still get distinct gallery names (axe: landmark-unique). */
export const SharedMainTitles: Story = {
  render: (args) => (
    <ProductGrid {...args}>
      {['Perles - Or jaune', 'Perles - Argent', 'Comète - Or', 'Comète - Argent (paire)'].map(
        (title, index) => (
          <ProductCard
            key={title}
            title={title}
            to={`/products/shared-${index}`}
            media={demoMedia(2, 40 + index * 30)}
            price={{ amount: `${180 + index * 20}.00`, currencyCode: 'EUR' }}
            buildUrl={keepUrl}
          />
        ),
      )}
    </ProductGrid>
  ),
};
