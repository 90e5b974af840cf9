import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'treize',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // The Studio is built from the installed `sanity`, never fetched from Sanity's CDN at run time.
  deployment: { autoUpdates: false },
});
