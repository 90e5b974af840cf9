import { defineCliConfig } from 'sanity/cli';

/**
 * For `npm run typegen` only: Sanity's TypeGen reads the queries declared with `defineQuery` under
 * app/ against the content model's extracted schema. Nothing here reaches a Sanity project.
 */
export default defineCliConfig({
  api: { projectId: 'treize', dataset: 'production' },
  typegen: {
    path: './app/**/*.{ts,tsx}',
    schema: '../content-model/schema.json',
    generates: './app/lib/content/sanity.types.ts',
  },
});
