import { describe, expect, it } from 'vitest';
import {
  isSupportedNode,
  wantedNodeMajor,
  wantedNodeVersion,
} from '../../../scripts/nodeVersion.mjs';

describe('the Node.js runtime', () => {
  it('is the release .node-version names, or a later one, wherever the tests run', () => {
    expect(wantedNodeVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(wantedNodeMajor).toBeGreaterThanOrEqual(24);
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(wantedNodeMajor);
    expect(isSupportedNode()).toBe(true);
  });

  it('refuses a release past its end of life', () => {
    expect(isSupportedNode('v20.20.2')).toBe(false);
    expect(isSupportedNode(`v${wantedNodeMajor}.0.0`)).toBe(true);
  });
});
