import type { Preview } from '@storybook/react-vite';
import 'react-toastify/ReactToastify.css';
import '../src/themes/treize.css.js';
import '../src/themes/global.css.js';
import '../src/themes/fonts.css.js';
import '../src/themes/public.css.js';

const preview: Preview = {
  parameters: {
    // Any axe violation fails the story's test (an a11y check in each story).
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
};

export default preview;
