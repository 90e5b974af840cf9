import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFiles } from './reactRouterProductionFiles.vite';

type ResolveId = (this: { environment: { name: string } }, id: string) => string | undefined;
const plugin = reactRouterProductionFiles();
const resolveIn = (environment: string, id: string) =>
  (plugin.resolveId as unknown as ResolveId).call({ environment: { name: environment } }, id);

describe("React Router's production files in the browser build (issue 16)", () => {
  it('points the browser build at files that exist in the production folder', () => {
    for (const id of ['react-router', 'react-router/dom']) {
      const file = resolveIn('client', id);
      expect(file).toMatch(/react-router\/dist\/production\/(index|dom-export)\.mjs$/);
      expect(existsSync(file!)).toBe(true);
    }
  });

  it('leaves the server build and every other module alone', () => {
    expect(resolveIn('ssr', 'react-router')).toBeUndefined();
    expect(resolveIn('client', 'react-router-dom')).toBeUndefined();
    expect(resolveIn('client', '@react-router/node')).toBeUndefined();
    expect(plugin.apply).toBe('build');
  });

  it('offers the browser the same exports as the development files', async () => {
    const production = await import(/* @vite-ignore */ resolveIn('client', 'react-router')!);
    const development = await import('react-router');
    expect(Object.keys(production).sort()).toEqual(Object.keys(development).sort());
  });
});
