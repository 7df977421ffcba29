import { camelToSnakeKey, createPackageRequestSchema, toSnakeDeep } from '@photostudy/contracts';
import type { AdminPackage, NewPackage, PackageChanges } from '../../lib/api/adminApi';
import type { FieldErrors } from './adminValidation';

/** Fields of the package form that can carry an error. */
export type PackageField = 'productId' | 'description' | 'subdescription' | 'price' | 'sessions' | 'writingCredits' | 'position';

/** What the package form edits: the price in dollars as typed, counts as numbers ('' while a number field is empty). */
export interface PackageDraft {
  productId: string;
  description: string;
  subdescription: string;
  price: number | string;
  sessions: number | string;
  writingCredits: number | string;
  confirmationRequired: boolean;
  plan: 'monthly' | null;
  isActive: boolean;
  position: number | string;
}

/** Cents of a dollar price with at most two decimals ('9.99' -> 999), or null when it is not one. */
export function dollarsToCents(price: number | string): number | null {
  const text = String(price).trim();
  if (!/^\d+(\.\d{0,2})?$/.test(text)) return null;
  // Digits, not floating point: 0.29 * 100 is 28.999999999999996.
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The form's dollar value of a price in cents (999 -> 9.99). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

// An empty number field is not 0: it must be filled in.
const toNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/** A blank draft for a new package, placed at the end of the store. */
export function emptyPackageDraft(position: number): PackageDraft {
  return {
    productId: '',
    description: '',
    subdescription: '',
    price: '',
    sessions: 0,
    writingCredits: 0,
    confirmationRequired: false,
    plan: null,
    isActive: true,
    position,
  };
}

/** The draft of an existing package, for editing. */
export function packageDraftOf(pkg: AdminPackage): PackageDraft {
  return {
    productId: pkg.productId,
    description: pkg.description,
    subdescription: pkg.subdescription,
    price: centsToDollars(pkg.priceCents),
    sessions: pkg.sessions,
    writingCredits: pkg.writingCredits,
    confirmationRequired: pkg.confirmationRequired,
    plan: pkg.plan,
    isActive: pkg.isActive,
    position: pkg.position,
  };
}

/** The `POST /api/admin/packages` payload of a draft: texts trimmed, the price in cents. */
export function toNewPackage(draft: PackageDraft): NewPackage {
  return {
    productId: draft.productId.trim(),
    description: draft.description.trim(),
    subdescription: draft.subdescription.trim(),
    priceCents: dollarsToCents(draft.price) ?? Number.NaN,
    sessions: toNumber(draft.sessions),
    writingCredits: toNumber(draft.writingCredits),
    confirmationRequired: draft.confirmationRequired,
    plan: draft.plan,
    isActive: draft.isActive,
    position: toNumber(draft.position),
  };
}

const FIELD_OF_WIRE_KEY: Record<string, PackageField> = {
  product_id: 'productId',
  description: 'description',
  subdescription: 'subdescription',
  price_cents: 'price',
  sessions: 'sessions',
  writing_credits: 'writingCredits',
  position: 'position',
};

const ERROR_KEY: Record<PackageField, string> = {
  productId: 'admin.packages.errors.productId',
  description: 'admin.packages.errors.description',
  subdescription: 'admin.packages.errors.subdescription',
  price: 'admin.packages.errors.price',
  sessions: 'admin.packages.errors.count',
  writingCredits: 'admin.packages.errors.count',
  position: 'admin.packages.errors.position',
};

const GRANT_ERROR = 'admin.packages.errors.grant';

/**
 * Checks a draft against createPackageRequestSchema, the server's own rules, as i18n keys per field. An edit is
 * checked whole too: the package it leaves behind must still be one the server would create.
 */
export function validatePackage(draft: PackageDraft): FieldErrors<PackageField> {
  const errors: FieldErrors<PackageField> = {};
  const input = toNewPackage(draft);
  const parsed = createPackageRequestSchema.safeParse(toSnakeDeep(input));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF_WIRE_KEY[String(issue.path[0])];
      // The schema's one refinement (nothing granted) reports on sessions.
      if (field) errors[field] ??= issue.code === 'custom' ? GRANT_ERROR : ERROR_KEY[field];
    }
  if (dollarsToCents(draft.price) === null) errors.price = ERROR_KEY.price;
  // The schema's refinement runs only once every field parses; say it at once all the same.
  if (!errors.sessions && !errors.writingCredits && input.sessions + input.writingCredits <= 0) errors.sessions = GRANT_ERROR;
  return errors;
}

const EDITABLE_KEYS = [
  'description',
  'subdescription',
  'priceCents',
  'sessions',
  'writingCredits',
  'confirmationRequired',
  'plan',
  'isActive',
  'position',
] as const satisfies readonly (keyof PackageChanges)[];

/** The `PATCH /api/admin/packages/{product_id}` payload: only the fields the draft changes (empty when none). */
export function packageChanges(original: AdminPackage, draft: PackageDraft): PackageChanges {
  const next = toNewPackage(draft);
  const changes: Record<string, unknown> = {};
  for (const key of EDITABLE_KEYS) if (next[key] !== original[key]) changes[key] = next[key];
  return changes as PackageChanges;
}

/**
 * The server's field errors (VALIDATION_FAILED `fields`, keys camelized by the client) on the form's fields; keys the
 * form has no field for come back in `other`, with their name.
 */
export function serverPackageErrors(fields: Record<string, string> | undefined): {
  fieldErrors: FieldErrors<PackageField>;
  other: string[];
} {
  const fieldErrors: FieldErrors<PackageField> = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(fields ?? {})) {
    const wireKey = camelToSnakeKey(key.split('.').pop() ?? key);
    const field = FIELD_OF_WIRE_KEY[wireKey];
    if (field) fieldErrors[field] = message;
    else other.push(wireKey && wireKey !== '_' ? `${wireKey}: ${message}` : message);
  }
  return { fieldErrors, other };
}
