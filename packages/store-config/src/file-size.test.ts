import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('says bytes, kB and MB in the store’s words', () => {
    expect(formatFileSize(2_516_582, 'us')).toBe('2.4 MB');
    expect(formatFileSize(831_488, 'ca')).toBe('812 kB');
    expect(formatFileSize(96, 'us')).toBe('96 bytes');
  });
});
