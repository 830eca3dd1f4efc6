import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('lets a later Tailwind class of the same property win (a dialog asking to be wider gets wider)', () => {
    expect(cn('grid max-w-lg p-6', 'max-w-5xl')).toBe('grid p-6 max-w-5xl');
    expect(cn('px-4 py-2', false, undefined, 'px-2')).toBe('py-2 px-2');
  });
});
