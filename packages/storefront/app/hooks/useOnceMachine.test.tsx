import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnceMachine } from './useOnceMachine';

const BASE = { name: 'machine as defined' };
const PROVIDED = { name: 'machine with the component’s implementations' };

function Probe({ build, seen }: { build: () => object; seen: object[] }) {
  seen.push(useOnceMachine('latest', BASE, build));
  return null;
}

describe('useOnceMachine', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders the machine as defined on the server, without building one per request', () => {
    vi.stubEnv('SSR', true);
    const build = vi.fn(() => PROVIDED);
    const seen: object[] = [];
    renderToString(<Probe build={build} seen={seen} />);
    renderToString(<Probe build={build} seen={seen} />);
    expect(build).not.toHaveBeenCalled();
    expect(seen).toEqual([BASE, BASE]);
  });

  it('builds the component’s own machine in the browser', () => {
    vi.stubEnv('SSR', false);
    const build = vi.fn(() => PROVIDED);
    const seen: object[] = [];
    renderToString(<Probe build={build} seen={seen} />);
    expect(build).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([PROVIDED]);
  });
});
