import { beforeEach, describe, expect, it } from 'vitest';
import { listenToCartAdds, queueCartAdd, resetCartAdds, tellCartAdd } from './cartAddSignal';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A send whose answer the test releases by hand. */
function heldSend(log: string[], name: string) {
  let release!: (ok: boolean) => void;
  const send = () => {
    log.push(`send ${name}`);
    return new Promise<void>((resolve, reject) => {
      release = (ok) => {
        log.push(`done ${name}`);
        if (ok) resolve();
        else reject(new Error(name));
      };
    });
  };
  return { send, finish: () => release(true), fail: () => release(false) };
}

describe('add-to-cart signal', () => {
  beforeEach(resetCartAdds);

  it('tells every listener each phase until it stops listening', () => {
    const heard: string[] = [];
    const stop = listenToCartAdds((phase) => heard.push(phase));
    tellCartAdd('started');
    tellCartAdd('finished');
    stop();
    tellCartAdd('started');
    expect(heard).toEqual(['started', 'finished']);
  });

  it('sends a second add only once the first one has answered', async () => {
    const log: string[] = [];
    const a = heldSend(log, 'a');
    const b = heldSend(log, 'b');
    const first = queueCartAdd(a.send);
    const second = queueCartAdd(b.send);
    await tick();
    expect(log).toEqual(['send a']);
    a.finish();
    await first;
    await tick();
    expect(log).toEqual(['send a', 'done a', 'send b']);
    b.finish();
    await second;
    expect(log).toEqual(['send a', 'done a', 'send b', 'done b']);
  });

  it('goes on after a failed add and resolves the failed one too', async () => {
    const log: string[] = [];
    const a = heldSend(log, 'a');
    const b = heldSend(log, 'b');
    const first = queueCartAdd(a.send);
    const second = queueCartAdd(b.send);
    await tick();
    a.fail();
    await expect(first).resolves.toBeUndefined();
    await tick();
    expect(log).toEqual(['send a', 'done a', 'send b']);
    b.finish();
    await second;
  });
});
