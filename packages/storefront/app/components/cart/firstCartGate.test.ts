import { beforeEach, describe, expect, it } from 'vitest';
import { resetFirstCartGate, throughFirstCartGate } from './firstCartGate';

/** A write whose answer the test releases by hand, recording when it was sent. */
function controlledWrite(log: string[], name: string) {
  let finish!: () => void;
  let fail!: () => void;
  const write = () => {
    log.push(`send ${name}`);
    return new Promise<string>((resolve, reject) => {
      finish = () => {
        log.push(`done ${name}`);
        resolve(name);
      };
      fail = () => reject(new Error(name));
    });
  };
  return { write, finish: () => finish(), fail: () => fail() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('first cart gate', () => {
  beforeEach(resetFirstCartGate);

  it('holds the second first add until the first one has answered', async () => {
    const log: string[] = [];
    const a = controlledWrite(log, 'a');
    const b = controlledWrite(log, 'b');
    const first = throughFirstCartGate(false, a.write);
    const second = throughFirstCartGate(false, b.write);
    await tick();
    expect(log).toEqual(['send a']);
    a.finish();
    await first;
    await tick();
    expect(log).toEqual(['send a', 'done a', 'send b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('lets the next write go after a failed first add', async () => {
    const log: string[] = [];
    const a = controlledWrite(log, 'a');
    const b = controlledWrite(log, 'b');
    const first = throughFirstCartGate(false, a.write);
    const second = throughFirstCartGate(false, b.write);
    await tick();
    a.fail();
    await expect(first).rejects.toThrow('a');
    await tick();
    expect(log).toEqual(['send a', 'send b']);
    b.finish();
    await second;
  });

  it('never holds writes to a cart that exists', async () => {
    const log: string[] = [];
    const a = controlledWrite(log, 'a');
    const b = controlledWrite(log, 'b');
    void throughFirstCartGate(true, a.write);
    void throughFirstCartGate(true, b.write);
    await tick();
    expect(log).toEqual(['send a', 'send b']);
  });
});
