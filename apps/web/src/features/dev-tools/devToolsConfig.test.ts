import { describe, expect, it } from 'vitest';
import {
  DEV_TOOLS_STORAGE_KEY,
  EMPTY_DEV_TOOLS_CONFIG,
  readDevToolsConfig,
  resolveDevToolsEnabled,
  validateDevToolsForm,
  writeDevToolsConfig,
} from './devToolsConfig';

describe('developer tools config', () => {
  it.each([
    ['?dev-tools=true', false, true],
    ['?dev-tools=false', true, false],
    ['?x=1&dev-tools=true', false, true],
    ['', true, true],
    ['', false, false],
    ['?dev-tools=yes', false, false],
  ])('resolveDevToolsEnabled(%j, stored %s) is %s', (search, stored, expected) => {
    expect(resolveDevToolsEnabled(search, stored)).toBe(expected);
  });

  it('keeps the config across visits and reads a damaged one as empty', () => {
    const config = {
      ...EMPTY_DEV_TOOLS_CONFIG,
      email: 'qa@school.test',
      password: 'secret-pass',
      name: 'Quinn',
      enabled: true,
      currentSubjectId: 3,
    };
    writeDevToolsConfig(config);
    expect(readDevToolsConfig()).toEqual(config);
    localStorage.setItem(DEV_TOOLS_STORAGE_KEY, '{not json');
    expect(readDevToolsConfig()).toEqual(EMPTY_DEV_TOOLS_CONFIG);
    localStorage.setItem(DEV_TOOLS_STORAGE_KEY, JSON.stringify({ email: 7, enabled: 'yes', currentSubjectId: '3' }));
    expect(readDevToolsConfig()).toEqual(EMPTY_DEV_TOOLS_CONFIG);
  });

  it("checks the form with the spec's rules", () => {
    expect(validateDevToolsForm({ email: '', password: '', name: ' ' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
      name: 'nameRequired',
    });
    expect(validateDevToolsForm({ email: 'qa@school', password: 'short', name: 'Quinn' })).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
    expect(validateDevToolsForm({ email: ' qa@school.test ', password: '12345678', name: 'Quinn' })).toEqual({});
  });
});
