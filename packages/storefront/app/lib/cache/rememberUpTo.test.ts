import { describe, expect, it, vi } from 'vitest';
import { rememberUpTo } from './rememberUpTo';

describe('rememberUpTo', () => {
  it('builds a value once per key', () => {
    const remembered = rememberUpTo<{ key: string }>(10);
    const build = vi.fn(() => ({ key: 'a' }));
    const first = remembered.get('a', build);
    expect(remembered.get('a', build)).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the limit, forgetting the oldest first even if it was asked for again', () => {
    const remembered = rememberUpTo<string>(2);
    remembered.get('a', () => 'a1');
    remembered.get('b', () => 'b1');
    remembered.get('a', () => 'a2');
    remembered.get('c', () => 'c1');
    expect(remembered.size).toBe(2);
    expect(remembered.get('b', () => 'b2')).toBe('b1');
    expect(remembered.get('a', () => 'a3')).toBe('a3');
  });

  it('remembers an undefined value as a value', () => {
    const remembered = rememberUpTo<undefined>(2);
    const build = vi.fn(() => undefined);
    remembered.get('x', build);
    remembered.get('x', build);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
