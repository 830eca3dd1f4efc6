import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('renders its child with the button styles when asChild, even while busy (no spinner beside the child)', () => {
    render(
      <Button asChild variant="outline" busy>
        <a href="/orders">Orders</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link.getAttribute('href')).toBe('/orders');
    expect(link.className).toContain('border');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is a type=button that shows a spinner and is disabled while busy', () => {
    render(<Button busy>Save</Button>);
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button.getAttribute('type')).toBe('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.querySelector('svg, [role="status"], .animate-spin')).not.toBeNull();
  });
});
