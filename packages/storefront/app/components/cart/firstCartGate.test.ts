import { beforeEach, describe, expect, it } from 'vitest';
import { resetFirstCartGate, throughFirstCartGate } from './firstCartGate';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A write that logs when it is sent and answers only when the test says so. */
function pendingWrite(log: string[], name: string) {
  let answer!: () => void;
  const write = () => {
    log.push(`send ${name}`);
    return new Promise<void>((resolve) => {
      answer = resolve;
    });
  };
  return { write, answer: () => answer() };
}

describe('first cart gate', () => {
  beforeEach(resetFirstCartGate);

  it('holds a second write while there is no cart, until the first has answered', async () => {
    const log: string[] = [];
    const a = pendingWrite(log, 'a');
    const first = throughFirstCartGate(false, a.write);
    void throughFirstCartGate(false, pendingWrite(log, 'b').write);
    await tick();
    expect(log).toEqual(['send a']);
    a.answer();
    await first;
    await tick();
    expect(log).toEqual(['send a', 'send b']);
  });

  it('never holds writes to a cart that exists', async () => {
    const log: string[] = [];
    void throughFirstCartGate(true, pendingWrite(log, 'a').write);
    void throughFirstCartGate(true, pendingWrite(log, 'b').write);
    await tick();
    expect(log).toEqual(['send a', 'send b']);
  });
});
