import { isValidEmail } from '../../lib/validation/email';
import { DEV_TOOLS_QUERY_PARAM, PASSWORD_MIN_LENGTH_CHARS } from '@photostudy/contracts';
import { readStorage, writeStorage } from '../../lib/storage/storage';

/**
 * Where the panel keeps its config in this browser. It is the panel's own key (beside lib/storage's STORAGE_KEYS):
 * nothing else reads it, and a QA tester clears it with the rest of the site's data.
 */
export const DEV_TOOLS_STORAGE_KEY = 'photostudy.devTools';

/**
 * The developer tools' stored config (spec 001, 'Developer tools stored config'): type 'preset', email, password, QA
 * name, the enabled flag and currentSubjectId. The password is kept as typed: the panel is a QA tool for test accounts.
 */
export interface DevToolsConfig {
  type: 'preset';
  email: string;
  password: string;
  name: string;
  enabled: boolean;
  currentSubjectId: number | null;
}

/** The config before anything was stored: off, empty. */
export const EMPTY_DEV_TOOLS_CONFIG: DevToolsConfig = {
  type: 'preset',
  email: '',
  password: '',
  name: '',
  enabled: false,
  currentSubjectId: null,
};

function asString(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The stored config; whatever is missing or malformed (another version, a hand edit) falls back to empty. */
export function readDevToolsConfig(): DevToolsConfig {
  const raw = readStorage(DEV_TOOLS_STORAGE_KEY);
  if (!raw) return EMPTY_DEV_TOOLS_CONFIG;
  try {
    const stored = JSON.parse(raw) as Record<string, unknown>;
    return {
      type: 'preset',
      email: asString(stored.email),
      password: asString(stored.password),
      name: asString(stored.name),
      enabled: stored.enabled === true,
      currentSubjectId: typeof stored.currentSubjectId === 'number' ? stored.currentSubjectId : null,
    };
  } catch {
    return EMPTY_DEV_TOOLS_CONFIG;
  }
}

/** Stores the config for the next visit. */
export function writeDevToolsConfig(config: DevToolsConfig): void {
  writeStorage(DEV_TOOLS_STORAGE_KEY, JSON.stringify(config));
}

/**
 * Whether the gear shows (spec 001): `dev-tools=true` in the address turns it on, `dev-tools=false` hides and disables
 * it, and without the parameter the stored flag decides.
 */
export function resolveDevToolsEnabled(search: string, storedEnabled: boolean): boolean {
  const value = new URLSearchParams(search).get(DEV_TOOLS_QUERY_PARAM);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return storedEnabled;
}

/** The form's fields that can be wrong. */
export type DevToolsField = 'email' | 'password' | 'name';

/** The message key (in the `devTools.validation` texts) of each wrong field; empty when the form is valid. */
export type DevToolsFormErrors = Partial<
  Record<DevToolsField, 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooShort' | 'nameRequired'>
>;

/**
 * The config form's rules (spec 001 section 5): email required and an email, password required, QA name required;
 * the password also needs the preset minimum of 8 characters (spec 000 section 5), which the server would refuse anyway.
 */
export function validateDevToolsForm({ email, password, name }: Pick<DevToolsConfig, 'email' | 'password' | 'name'>): DevToolsFormErrors {
  const errors: DevToolsFormErrors = {};
  if (email.trim() === '') errors.email = 'emailRequired';
  else if (!isValidEmail(email)) errors.email = 'emailInvalid';
  if (password === '') errors.password = 'passwordRequired';
  else if (password.length < PASSWORD_MIN_LENGTH_CHARS) errors.password = 'passwordTooShort';
  if (name.trim() === '') errors.name = 'nameRequired';
  return errors;
}
