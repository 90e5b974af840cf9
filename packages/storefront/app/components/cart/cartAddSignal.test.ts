import { beforeEach, describe, expect, it } from 'vitest';
import { listenToCartAdds, queueCartAdd, resetCartAdds, tellCartAdd } from './cartAddSignal';

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

  it('settles a failed add without throwing, and sends the next one after it', async () => {
    const sent: string[] = [];
    const failed = queueCartAdd(() => {
      sent.push('a');
      return Promise.reject(new Error('offline'));
    });
    const next = queueCartAdd(() => {
      sent.push('b');
      return Promise.resolve();
    });
    await expect(failed).resolves.toBeUndefined();
    await next;
    expect(sent).toEqual(['a', 'b']);
  });
});
