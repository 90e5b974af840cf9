import { qaScenarios } from '@treize/machines/qa';
import { describe, expect, it } from 'vitest';
import * as stories from './Machines.stories.js';

describe('Machines stories', () => {
  it('have one story per QA scenario of @treize/machines', () => {
    const storyScenarioIds = Object.entries(stories)
      .filter(([name]) => name !== 'default')
      .map(([, story]) => (story as { args?: { scenario?: { id: string } } }).args?.scenario?.id);
    expect([...storyScenarioIds].sort()).toEqual(qaScenarios.map((scenario) => scenario.id).sort());
  });
});
