// @vitest-environment jsdom
import type { InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The inspectors themselves: the panel's React root and the hosted Stately window.
const panel = { next: vi.fn() };
const stately = { next: vi.fn(), start: vi.fn() };
vi.mock('../../components/qa/mountQaPanel', () => ({ mountQaPanel: () => panel }));
vi.mock('@treize/machines/inspect', () => ({ createInspector: () => stately }));

const event = { type: '@xstate.event' } as unknown as InspectionEvent;

/** A fresh module: the relay is made once per page. */
async function load() {
  vi.resetModules();
  return import('./machineInspection');
}

function allowInspector(content = 'on') {
  const meta = document.createElement('meta');
  meta.name = 'treize-qa-inspector';
  meta.content = content;
  document.head.append(meta);
}

beforeEach(() => {
  panel.next.mockReset();
  stately.next.mockReset();
  stately.start.mockReset();
});
afterEach(() => {
  document.head.innerHTML = '';
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('machine inspection in the browser', () => {
  it('streams every machine to the QA panel with ?inspect when the server allows it', async () => {
    allowInspector();
    window.history.replaceState(null, '', '/products/comete?inspect');
    const { machineInspection } = await load();
    const options = machineInspection();
    expect(options.inspect).toBeDefined();
    // One relay for the whole page, however many machines ask.
    expect(machineInspection().inspect).toBe(options.inspect);
    options.inspect!.next!(event);
    await vi.waitFor(() => expect(panel.next).toHaveBeenCalledWith(event));
    expect(stately.next).not.toHaveBeenCalled();
  });

  it('starts and streams to the hosted Stately inspector with ?inspect=Stately', async () => {
    allowInspector();
    window.history.replaceState(null, '', '/?inspect=Stately');
    const { machineInspection } = await load();
    machineInspection().inspect!.next!(event);
    await vi.waitFor(() => expect(stately.next).toHaveBeenCalledWith(event));
    expect(stately.start).toHaveBeenCalledOnce();
    expect(panel.next).not.toHaveBeenCalled();
  });

  it('gives nothing when the server does not allow it, whatever the URL', async () => {
    window.history.replaceState(null, '', '/?inspect');
    expect((await load()).machineInspection()).toEqual({});
    allowInspector('off');
    expect((await load()).machineInspection()).toEqual({});
  });

  it('gives nothing when the tab did not ask for it', async () => {
    allowInspector();
    expect((await load()).machineInspection()).toEqual({});
  });

  it('keeps the tab’s choice under treize:inspect, so later pages of the tab inspect too', async () => {
    allowInspector();
    window.history.replaceState(null, '', '/?inspect');
    (await load()).machineInspection();
    expect(window.sessionStorage.getItem('treize:inspect')).toBe('panel');
    window.history.replaceState(null, '', '/cart');
    expect((await load()).machineInspection().inspect).toBeDefined();
  });
});

describe('machine inspection where the tab has no session storage', () => {
  it('still inspects with ?inspect when reading sessionStorage throws (a storage-blocked frame)', async () => {
    allowInspector();
    window.history.replaceState(null, '', '/?inspect');
    const refused = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    try {
      const { machineInspection } = await load();
      const options = machineInspection();
      options.inspect!.next!(event);
      await vi.waitFor(() => expect(panel.next).toHaveBeenCalledWith(event));
    } finally {
      refused.mockRestore();
    }
  });
});
