import { defineConfig } from 'sanity';
import { schemaTypes } from './src/schema/index.js';

/** The schema alone, for `sanity schema extract` (TypeGen); the editors' Studio is packages/studio. */
export default defineConfig({
  projectId: 'treize',
  dataset: 'production',
  schema: { types: schemaTypes },
});
