import { describe, expect, it } from 'vitest';
import {
  baseTimeLimitMs,
  isJudgeLanguage,
  JUDGE_LANGUAGE_INFO,
  JUDGE_LANGUAGES,
  ownTimeLimitMs,
} from './languages';

describe('judge languages', () => {
  it('describes every language once, with a label, an editor grammar and a judge runtime', () => {
    expect(Object.keys(JUDGE_LANGUAGE_INFO)).toEqual([...JUDGE_LANGUAGES]);
    expect(JUDGE_LANGUAGE_INFO.python3).toEqual({
      label: 'Python 3',
      versionLabel: 'Python 3',
      editorMode: 'python',
      runtime: 'python',
      interpreted: true,
    });
  });

  it('knows its own ids and nothing else, the runtime name `python` included', () => {
    expect(JUDGE_LANGUAGES.every(isJudgeLanguage)).toBe(true);
    expect(isJudgeLanguage('python')).toBe(false);
    expect(isJudgeLanguage(undefined)).toBe(false);
  });
});

describe('problem time limits', () => {
  it('reads a language’s own limit under its id only', () => {
    expect(ownTimeLimitMs({ default: 1000, python3: 2500 }, 'python3')).toBe(2500);
    expect(ownTimeLimitMs({ default: 1000, python: 2500 }, 'python3')).toBeNull();
    expect(ownTimeLimitMs({ default: 1000 }, 'cpp')).toBeNull();
  });

  it('reads the base limit, or the fallback when there is none', () => {
    expect(baseTimeLimitMs({ default: 1500 }, 2000)).toBe(1500);
    expect(baseTimeLimitMs({}, 2000)).toBe(2000);
  });
});
