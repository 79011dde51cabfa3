import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

function Controlled({ error, hint }: { error?: string | string[]; hint?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="City" value={value} onValue={setValue} error={error} hint={hint} autoComplete="address-level2" />;
}

describe('TextField', () => {
  it('is found by its label and hands each edit to onValue', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'City' });
    await userEvent.type(input, 'Ottawa');
    expect(input).toHaveValue('Ottawa');
    expect(input).toHaveAttribute('autocomplete', 'address-level2');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the hint and the error (prefixed with the label) to the input', () => {
    render(<Controlled hint="As on your bill" error="is required" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your bill City is required');
  });

  it('joins several server messages for one field', () => {
    render(<Controlled error={['is too short', 'has a digit']} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is too short; has a digit');
  });
});
