import { createClient } from '@learnforge/api-client';
import { ApiProvider } from '@learnforge/api-client/react';
import { act, renderHook as renderBare } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedCodeKey, useSavedCode } from './use-saved-code';

// Without a signed-in learner's draft entity the hook never calls the server; it still needs the client.
const client = createClient({ baseUrl: 'http://127.0.0.1:9' });
const wrapper = ({ children }: { children: ReactNode }) => createElement(ApiProvider, { client }, children);
const renderHook: typeof renderBare = (callback, options) => renderBare(callback, { ...options, wrapper });

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('useSavedCode', () => {
  it('writes the code as it is typed, says so, and gives it back after a reload', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useSavedCode('sum-of-two-numbers', 'python3', 'import sys\n'));
    expect(first.result.current.code).toBe('import sys\n');
    act(() => first.result.current.setCode('print(1)'));
    expect(first.result.current.saveState).toBe('saving');
    act(() => vi.advanceTimersByTime(500));
    expect(first.result.current.saveState).toBe('saved');
    expect(window.localStorage.getItem(savedCodeKey('sum-of-two-numbers', 'python3'))).toBe('print(1)');
    first.unmount();

    const reloaded = renderHook(() => useSavedCode('sum-of-two-numbers', 'python3', 'import sys\n'));
    expect(reloaded.result.current.code).toBe('print(1)');
  });

  it('keeps what is still waiting when the page goes away before the save delay', () => {
    vi.useFakeTimers();
    const page = renderHook(() => useSavedCode('sum-of-two-numbers', 'cpp', ''));
    act(() => page.result.current.setCode('int main() {}'));
    page.unmount();
    expect(window.localStorage.getItem(savedCodeKey('sum-of-two-numbers', 'cpp'))).toBe('int main() {}');
  });

  it('keeps each language apart', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ language }) => useSavedCode('p', language, `// ${language}`), {
      initialProps: { language: 'cpp' },
    });
    act(() => result.current.setCode('cpp code'));
    rerender({ language: 'java' });
    expect(result.current.code).toBe('// java');
    rerender({ language: 'cpp' });
    expect(result.current.code).toBe('cpp code');
  });
});
