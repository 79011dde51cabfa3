import { describe, expect, it } from 'vitest';
import { readNameCookie } from './name-cookie';

describe('readNameCookie', () => {
  it('finds the name cookie among others and decodes it (form-encoded: + is a space)', () => {
    expect(readNameCookie('username=bob; name=Mary+Jo%2BCo; theme=dark')).toBe('Mary Jo+Co');
  });

  it('is null for a guest: no name cookie, or an empty one', () => {
    expect(readNameCookie('username=bob; surname=Smith')).toBeNull();
    expect(readNameCookie('name=')).toBeNull();
    expect(readNameCookie('name=+')).toBeNull();
  });

  it('shows a malformed escape as sent', () => {
    expect(readNameCookie('name=%E0%A4%A')).toBe('%E0%A4%A');
  });
});
