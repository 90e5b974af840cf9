// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMarkHydrated } from './useMarkHydrated';

describe('useMarkHydrated', () => {
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
  });

  it('marks the document once React has taken over the page', () => {
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    renderHook(() => useMarkHydrated());
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('true');
  });
});
