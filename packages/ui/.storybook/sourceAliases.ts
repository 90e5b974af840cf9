// The storefront's QA panel story and its style file import this package by name. In Storybook
// and in the story tests that name means this source, never `dist`: a fresh clone may still be
// building `dist` while the story tests run, and a half-written file fails the import.
import { fileURLToPath } from 'node:url';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

export const sourceAliases = [
  { find: /^@treize\/ui$/, replacement: source('index.ts') },
  { find: /^@treize\/ui\/qa$/, replacement: source('qa.ts') },
  { find: /^@treize\/ui\/shell$/, replacement: source('shell.ts') },
  { find: /^@treize\/ui\/vanilla-extract$/, replacement: source('vanilla-extract.ts') },
];
