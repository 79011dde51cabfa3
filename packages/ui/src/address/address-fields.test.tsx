import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AddressFields, type AddressFieldValues } from './address-fields';

const start: AddressFieldValues = { name: 'Ada', line1: '1 Main St', line2: '', city: 'Buffalo', country: 'US', region: 'NY', postal_code: '14201', phone: '' };

function Form({ whose, errors = {} }: { whose?: 'mine' | 'other'; errors?: Record<string, string[]> }) {
  const [value, setValue] = useState(start);
  return <AddressFields value={value} errors={errors} onChange={setValue} whose={whose} />;
}

describe('AddressFields', () => {
  it('follows the country: provinces and a postal code for Canada, the region chosen again', () => {
    render(<Form />);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'CA' } });
    const province = screen.getByRole('combobox', { name: 'Province or territory' });
    expect(province).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Ontario' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription(/A1A 1A1/);
  });

  it('lets the browser fill in the shopper\'s own address, never someone else\'s', () => {
    const { unmount } = render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('autocomplete', 'address-line1');
    unmount();
    render(<Form whose="other" />);
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveAttribute('autocomplete', 'off');
  });

  it('shows the service\'s words beside the field they are about', () => {
    render(<Form errors={{ postal_code: ['must be a ZIP code like 12345 or 12345-6789'] }} />);
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription(/must be a ZIP code like 12345/);
  });
});
