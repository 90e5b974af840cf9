import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer.js';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    label: 'Pied de page',
    copyright: 'Atelier Treize',
    groups: [
      {
        label: 'Boutique',
        alignment: 'left',
        links: [
          { label: 'Bagues', to: '/collections/bagues' },
          { label: 'Colliers', to: '/collections/colliers' },
        ],
      },
      {
        label: 'Aide',
        alignment: 'center',
        links: [
          { label: 'Livraison', to: '/pages/livraison' },
          { label: 'Contact', to: '/pages/contact' },
        ],
      },
      {
        label: 'Suivre',
        alignment: 'right',
        links: [{ label: 'Instagram', to: 'https://instagram.com', newWindow: true }],
      },
    ],
    credits: [
      { label: 'Photographies : Studio Nord', to: 'https://example.org' },
      { label: 'Typographie système' },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeAlignments: Story = {};
export const WithoutCredits: Story = { args: { credits: [] } };
