import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to';

describe('the path a paid checkout returns to', () => {
  afterEach(() => sessionStorage.clear());

  it('is only ever a path on this site', () => {
    expect(safeReturnPath('/service/abc')).toBe('/service/abc');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('is remembered once and forgotten when taken', () => {
    rememberReturnTo('//evil.example');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('/service/abc');
    expect(takeReturnTo()).toBe('/service/abc');
    expect(takeReturnTo()).toBeNull();
  });
});
