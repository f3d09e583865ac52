import { describe, expect, it } from 'vitest';
import { clientDisplayName, unnamedClient } from '../../src/shared/domain/client-display-name';

describe('clientDisplayName', () => {
  const email = 'ada@example.com';

  it('prefers the company name, then the contact person, then the email', () => {
    expect(clientDisplayName({ companyName: 'Heron Bakery', contactPerson: 'Ada Quinn', email })).toBe(
      'Heron Bakery',
    );
    expect(clientDisplayName({ companyName: null, contactPerson: 'Ada Quinn', email })).toBe('Ada Quinn');
    expect(clientDisplayName({ companyName: null, contactPerson: null, email })).toBe(email);
  });

  it('trims what it shows and passes over names that are only blanks', () => {
    expect(clientDisplayName({ companyName: '  Heron Bakery ', contactPerson: 'Ada Quinn', email })).toBe(
      'Heron Bakery',
    );
    expect(clientDisplayName({ companyName: '   ', contactPerson: ' Ada Quinn ', email })).toBe('Ada Quinn');
    expect(clientDisplayName({ companyName: '', contactPerson: '\t', email: ` ${email} ` })).toBe(email);
  });

  it('says "A client" when there is no name at all', () => {
    expect(unnamedClient).toBe('A client');
    expect(clientDisplayName({})).toBe(unnamedClient);
    expect(clientDisplayName({ companyName: null, contactPerson: undefined, email: '  ' })).toBe(
      unnamedClient,
    );
  });
});
