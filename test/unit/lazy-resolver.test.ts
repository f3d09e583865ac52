import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { type CreateInviteInput, createInviteSchema } from '../../src/shared/contracts/invites';
import { lazyResolver } from '../../src/web/lib/lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CreateInviteInput>;
const tooLong = { label: 'x'.repeat(500), companyName: '' };

describe('lazyResolver', () => {
  it('loads the validation once, on first use, and answers as the real resolver does', async () => {
    let loads = 0;
    const lazy = lazyResolver<CreateInviteInput>(async () => {
      loads++;
      return zodResolver(createInviteSchema);
    });
    expect(loads).toBe(0);
    const [valid, invalid] = await Promise.all([
      lazy.resolver({ label: 'Intro call', companyName: '' }, undefined, options),
      lazy.resolver(tooLong, undefined, options),
    ]);
    expect(loads).toBe(1);
    expect(valid.errors).toEqual({});
    expect(invalid).toEqual(await zodResolver(createInviteSchema)(tooLong, undefined, options));
    expect(Object.keys(invalid.errors)).toEqual(['label']);
  });

  it('lets the values through to the server when the code cannot load, and loads it on the next use', async () => {
    let attempts = 0;
    const lazy = lazyResolver<CreateInviteInput>(async () => {
      attempts++;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return zodResolver(createInviteSchema);
    });
    // A submit while the focus's load is failing shares that load and its failure.
    lazy.preload();
    expect(await lazy.resolver(tooLong, undefined, options)).toEqual({ values: tooLong, errors: {} });
    expect(attempts).toBe(1);
    const checked = await lazy.resolver(tooLong, undefined, options);
    expect(attempts).toBe(2);
    expect(Object.keys(checked.errors)).toEqual(['label']);
  });
});
