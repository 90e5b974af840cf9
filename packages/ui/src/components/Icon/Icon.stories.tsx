import type { Meta, StoryObj } from '@storybook/react-vite';
import { Icon, iconNames, iconSizes } from './Icon.js';
import { Star, starNumbers } from './Star.js';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'heart', size: 'large', filled: false, label: 'Wishlist' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HeartFilled: Story = { args: { filled: true, label: 'In wishlist' } };

export const AllIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <Icon key={name} {...args} name={name} label={name} />
      ))}
    </div>
  ),
};

export const Stars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {starNumbers.map((number) => (
        <Star key={number} number={number} size="large" />
      ))}
    </div>
  ),
};
