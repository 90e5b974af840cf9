import { defineCliConfig } from 'sanity/cli';

/** Lets `sanity schema extract` read this schema; projectId is a placeholder, nothing is fetched. */
export default defineCliConfig({ api: { projectId: 'treize', dataset: 'production' } });
