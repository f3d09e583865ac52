import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/core/errors';

describe('AppError', () => {
  it('carries its code, message and fields', () => {
    const error = new AppError('validation_failed', 'Check the form', { name: ['Required'] });
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.message, error.fields]).toEqual([
      'validation_failed',
      'Check the form',
      { name: ['Required'] },
    ]);
  });

  it('captures no stack for a refusal, which is an answer rather than a fault', () => {
    const error = new AppError('not_found', 'No such API route');
    expect(error.stack).toBe('Error: No such API route');
  });

  it("keeps the stack of the server's own failure, and leaves other errors' stacks whole", () => {
    new AppError('forbidden', 'Not yours');
    expect(new AppError('internal', 'Saving the file failed.').stack).toContain('app-error.test.ts');
    expect(new Error('plain').stack).toContain('app-error.test.ts');
  });
});
