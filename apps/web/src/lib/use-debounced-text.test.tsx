import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedText } from './use-debounced-text';

describe('useDebouncedText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A box whose committed value comes back late (the URL round trip on a slow phone). */
  function slowBox(lag: number) {
    const commits: string[] = [];
    const view = renderHook(({ value }) => useDebouncedText(value, (next) => commits.push(next), 350), {
      initialProps: { value: '' },
    });
    const arrive = (value: string) => setTimeout(() => view.rerender({ value }), lag);
    const onCommit = () => {
      while (commits.length > 0) arrive(commits.shift() as string);
    };
    return { view, onCommit };
  }

  it('keeps every character typed at a human pace while its own commits come back late', () => {
    const { view, onCommit } = slowBox(500);
    const words = 'harbor lighthouse plumbing';
    for (const [index, char] of [...words].entries()) {
      // A key adds to what the box shows now, as in the browser.
      act(() => view.result.current[1](view.result.current[0] + char));
      // 0.2–0.5 s per key, so the debounce fires between some keys and the echo lands while typing goes on.
      act(() => {
        vi.advanceTimersByTime(200 + ((index * 97) % 300));
        onCommit();
      });
    }
    act(() => {
      vi.advanceTimersByTime(5000);
      onCommit();
      vi.advanceTimersByTime(5000);
    });
    expect(view.result.current[0]).toBe(words);
  });

  it('an outside change (Clear filters, back) still replaces the text', () => {
    const { view } = slowBox(0);
    act(() => view.result.current[1]('plumbing'));
    view.rerender({ value: 'roofing' });
    expect(view.result.current[0]).toBe('roofing');
    view.rerender({ value: '' });
    expect(view.result.current[0]).toBe('');
  });

  it('commits the trimmed text once after a pause', () => {
    const commit = vi.fn();
    const view = renderHook(({ value }) => useDebouncedText(value, commit, 350), { initialProps: { value: '' } });
    act(() => view.result.current[1]('  seo  '));
    act(() => {
      vi.advanceTimersByTime(349);
    });
    expect(commit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(commit).toHaveBeenCalledExactlyOnceWith('seo');
  });
});
