import { describe, expect, it } from 'vitest';
import { createSerialQueue } from './serialQueue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A task whose answer the test releases by hand, logging when it starts and ends. */
function heldTask(log: string[], name: string) {
  let settle!: (ok: boolean) => void;
  const task = () => {
    log.push(`start ${name}`);
    return new Promise<string>((resolve, reject) => {
      settle = (ok) => {
        log.push(`end ${name}`);
        if (ok) resolve(name);
        else reject(new Error(name));
      };
    });
  };
  return { task, finish: () => settle(true), fail: () => settle(false) };
}

describe('serial queue', () => {
  it('starts a task only once the one before has answered, and passes answers through', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const a = heldTask(log, 'a');
    const b = heldTask(log, 'b');
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    await tick();
    expect(log).toEqual(['start a']);
    a.finish();
    expect(await first).toBe('a');
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('goes on after a failed task, whose caller still hears the failure', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    const a = heldTask(log, 'a');
    const b = heldTask(log, 'b');
    const first = queue.run(a.task);
    const second = queue.run(b.task);
    await tick();
    a.fail();
    await expect(first).rejects.toThrow('a');
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('forgets a stuck task on reset', async () => {
    const queue = createSerialQueue();
    const log: string[] = [];
    void queue.run(heldTask(log, 'stuck').task);
    queue.reset();
    const next = heldTask(log, 'next');
    void queue.run(next.task);
    await tick();
    expect(log).toEqual(['start stuck', 'start next']);
  });
});
