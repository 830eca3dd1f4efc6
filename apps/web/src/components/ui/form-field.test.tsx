import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, fieldControlProps } from './form-field';
import { Input } from './input';

function EmailField({ error }: { error?: string }) {
  return (
    <FormField id="email" label="Email *" error={error} hint="We never share it.">
      <Input type="email" {...fieldControlProps('email', error)} />
    </FormField>
  );
}

describe('FormField', () => {
  it('ties the label to its control and shows the hint while valid', () => {
    render(<EmailField />);
    const input = screen.getByLabelText('Email *');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.getByText('We never share it.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error, marks the control invalid and describes it with the error', () => {
    render(<EmailField error="Please enter a valid email" />);
    const input = screen.getByLabelText('Email *');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Please enter a valid email');
    // The error replaces the hint, so the field says one thing at a time.
    expect(screen.queryByText('We never share it.')).not.toBeInTheDocument();
  });
});
