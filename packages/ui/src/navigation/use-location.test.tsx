import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from './use-location';

function Where() {
  const { pathname, search } = useLocation();
  return (
    <p>
      {pathname}|{search}
    </p>
  );
}

describe('useLocation', () => {
  it('reads the address and follows single-spa routing events and Back/Forward', () => {
    window.history.replaceState(null, '', '/t-shirts?color=black');
    render(<Where />);
    expect(screen.getByText('/t-shirts|?color=black')).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/ca/hoodies');
      window.dispatchEvent(new Event('single-spa:routing-event'));
    });
    expect(screen.getByText('/ca/hoodies|')).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, '', '/?search=tee');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/|?search=tee')).toBeInTheDocument();
  });
});
