import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostalAddress } from './postal-address';

const lines = (el: HTMLElement) => [...el.querySelectorAll('.sf-address__line')].map((l) => l.textContent);

describe('PostalAddress', () => {
  it('writes the lines of a label, skipping an empty second line, with the country name', () => {
    const { container } = render(
      <PostalAddress address={{ name: 'Ada Lovelace', line1: '1 King St W', line2: null, city: 'Toronto', region: 'ON', postal_code: 'M5H 1A1', country: 'CA', phone: '416 555 0100' }} />,
    );
    expect(lines(container)).toEqual(['Ada Lovelace', '1 King St W', 'Toronto, ON M5H 1A1', 'Canada']);
  });

  it('adds the phone only when asked', () => {
    const { container } = render(
      <PostalAddress withPhone address={{ name: 'Ada', line1: '1 Main St', line2: 'Apt 2', city: 'Austin', region: 'TX', postal_code: '78701', country: 'US', phone: '512 555 0100' }} />,
    );
    expect(lines(container)).toEqual(['Ada', '1 Main St', 'Apt 2', 'Austin, TX 78701', 'United States', '512 555 0100']);
  });
});
