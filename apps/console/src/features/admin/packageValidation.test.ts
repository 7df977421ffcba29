import { describe, expect, it } from 'vitest';
import type { AdminPackage } from '../../lib/api/adminApi';
import {
  dollarsToCents,
  emptyPackageDraft,
  packageChanges,
  packageDraftOf,
  serverPackageErrors,
  toNewPackage,
  validatePackage,
} from './packageValidation';

const PKG: AdminPackage = {
  productId: 'sessions_5',
  description: '5 sessions',
  subdescription: 'Best value',
  priceCents: 2999,
  currency: 'USD',
  sessions: 5,
  writingCredits: 0,
  confirmationRequired: false,
  plan: null,
  isActive: true,
  position: 1,
};

describe('dollarsToCents', () => {
  it('turns dollars with up to two decimals into exact cents', () => {
    expect(dollarsToCents('9.99')).toBe(999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(49.5)).toBe(4950);
    expect(dollarsToCents('1000')).toBe(100_000);
    expect(dollarsToCents(' 12. ')).toBe(1200);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '9.999', '-1', 'abc', '1,000', Number.NaN]) expect(dollarsToCents(bad)).toBeNull();
  });
});

describe('validatePackage', () => {
  const ok = { ...emptyPackageDraft(3), productId: 'sessions_20', description: '20 sessions', price: 49.5, sessions: 20 };
  it('accepts a package the server would create, and sends its price in cents', () => {
    expect(validatePackage(ok)).toEqual({});
    expect(toNewPackage({ ...ok, description: ' 20 sessions ' })).toEqual({
      productId: 'sessions_20',
      description: '20 sessions',
      subdescription: '',
      priceCents: 4950,
      sessions: 20,
      writingCredits: 0,
      confirmationRequired: false,
      plan: null,
      isActive: true,
      position: 3,
    });
  });
  it('names each bad field as the contract does', () => {
    expect(validatePackage(emptyPackageDraft(0))).toEqual({
      productId: 'admin.packages.errors.productId',
      description: 'admin.packages.errors.description',
      price: 'admin.packages.errors.price',
      sessions: 'admin.packages.errors.grant',
    });
    expect(validatePackage({ ...ok, productId: 'Sessions-20' }).productId).toBe('admin.packages.errors.productId');
    expect(validatePackage({ ...ok, subdescription: 'x'.repeat(241) }).subdescription).toBe('admin.packages.errors.subdescription');
    expect(validatePackage({ ...ok, price: 0.49 }).price).toBe('admin.packages.errors.price');
    expect(validatePackage({ ...ok, price: 1000.01 }).price).toBe('admin.packages.errors.price');
    expect(validatePackage({ ...ok, price: '9.999' }).price).toBe('admin.packages.errors.price');
    expect(validatePackage({ ...ok, writingCredits: '' }).writingCredits).toBe('admin.packages.errors.count');
    expect(validatePackage({ ...ok, sessions: 1001 }).sessions).toBe('admin.packages.errors.count');
    expect(validatePackage({ ...ok, position: 1.5 }).position).toBe('admin.packages.errors.position');
  });
  it('needs a session or a Writing credit, either one', () => {
    expect(validatePackage({ ...ok, sessions: 0 }).sessions).toBe('admin.packages.errors.grant');
    expect(validatePackage({ ...ok, sessions: 0, writingCredits: 3 })).toEqual({});
  });
});

describe('packageChanges', () => {
  it('holds only what the draft changes', () => {
    expect(packageChanges(PKG, packageDraftOf(PKG))).toEqual({});
    expect(packageChanges(PKG, { ...packageDraftOf(PKG), price: 24.99, plan: 'monthly' })).toEqual({ priceCents: 2499, plan: 'monthly' });
    expect(packageChanges(PKG, { ...packageDraftOf(PKG), description: '5 sessions ', isActive: false })).toEqual({ isActive: false });
  });
});

describe('serverPackageErrors', () => {
  it('puts the server words on the form fields (keys camelized by the client) and keeps the rest', () => {
    expect(serverPackageErrors({ priceCents: 'too low', 'body.writingCredits': 'too many', plan: 'unknown plan', _: 'bad' })).toEqual({
      fieldErrors: { price: 'too low', writingCredits: 'too many' },
      other: ['plan: unknown plan', 'bad'],
    });
  });
});
