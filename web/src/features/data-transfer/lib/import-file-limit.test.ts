import { describe, expect, it } from 'vitest';
import { importFileProblem, MAX_IMPORT_FILE_BYTES } from './import-file-limit';

describe('the import file limit', () => {
  it('takes a file of up to 20 MB', () => {
    expect(MAX_IMPORT_FILE_BYTES).toBe(20 * 1024 * 1024);
    expect(importFileProblem({ size: 0 })).toBeUndefined();
    expect(importFileProblem({ size: MAX_IMPORT_FILE_BYTES })).toBeUndefined();
  });

  it('refuses a larger one, saying how large it is and what the limit is', () => {
    expect(importFileProblem({ size: MAX_IMPORT_FILE_BYTES + 1 })).toBe('This file is 20.1 MB: files up to 20 MB can be imported.');
    expect(importFileProblem({ size: 110 * 1024 * 1024 })).toBe('This file is 110 MB: files up to 20 MB can be imported.');
    expect(importFileProblem({ size: 25.5 * 1024 * 1024 })).toBe('This file is 25.5 MB: files up to 20 MB can be imported.');
  });
});
