import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fieldBinder } from './field-parts';
import { SelectField } from './select-field';
import { TextField } from './text-field';

function AddressBit({ errors = {} }: { errors?: Partial<Record<'city' | 'region', string | string[]>> }) {
  const [values, setValues] = useState({ city: '', region: '' });
  const bind = fieldBinder(values, errors, (name, value) => setValues((now) => ({ ...now, [name]: value })));
  return (
    <>
      <TextField label="City" {...bind('city')} />
      <SelectField label="State" {...bind('region')}>
        <option value="">Choose a state</option>
        <option value="NY">New York</option>
      </SelectField>
      <output>{`${values.city}|${values.region}`}</output>
    </>
  );
}

describe('SelectField with fieldBinder', () => {
  it('is found by its label and hands the choice to the bound form', async () => {
    render(<AddressBit />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'NY');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Albany');
    expect(screen.getByRole('status')).toHaveTextContent('Albany|NY');
  });

  it('ties the bound error, prefixed with the label, to the select', () => {
    render(<AddressBit errors={{ region: ['is required'] }} />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('State is required');
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('aria-invalid');
  });
});
