import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table } from './Table.js';

const meta = {
  title: 'Content/Table',
  component: Table,
  args: {
    caption: 'Guide des tailles',
    header: ['Taille', 'Tour de doigt', 'Diamètre'],
    rows: [
      ['48', '48 mm', '15,3 mm'],
      ['52', '52 mm', '16,5 mm'],
      ['56', '56 mm', '17,8 mm'],
    ],
  },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeaderRow: Story = {};
export const Empty: Story = { args: { rows: [] } };
