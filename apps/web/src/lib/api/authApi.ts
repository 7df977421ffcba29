import {
  authAnswerSchema,
  loginAnswerSchema,
  okAnswerSchema,
  passwordRecoveryCheckAnswerSchema,
  presetCheckAnswerSchema,
  type AuthAnswer,
} from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `POST /api/login` answer: the next step of the email flow, or a full auth answer. */
export type LoginAnswer = AuthAnswer | { type: 'email' | 'preset'; email: string };
/** `POST /api/preset-checks` answer. */
export interface PresetCheckAnswer {
  status: 0 | 1;
  uid?: number;
  isFirstLogin: boolean;
}

/** An email or a User ID of a preset account. */
export type PresetIdentifier = { email: string; id?: undefined } | { id: string; email?: undefined };

/** An explicit Authorization header for calls made before the tokens are stored (sign-up onboarding). */
function bearer(accessToken?: string): Record<string, string> | undefined {
  return accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined;
}

/** `POST /api/login` with an email: a code is emailed, or the preset password step follows. */
export function requestEmailLogin(body: { email: string; deviceId: string; recaptchaToken: string }): Promise<LoginAnswer> {
  return apiRequest('/login', { method: 'POST', body: { type: 'email', ...body }, schema: loginAnswerSchema });
}

/** `POST /api/identity-verifies`: the emailed code signs in (status 0 creates the account). */
export function verifyEmailCode(body: { email: string; code: string; deviceId: string }): Promise<AuthAnswer> {
  return apiRequest('/identity-verifies', { method: 'POST', body: { type: 'email', ...body }, schema: authAnswerSchema });
}

/** `POST /api/preset-checks`: whether the preset password must be created. */
export function checkPresetAccount(body: PresetIdentifier & { deviceId: string }): Promise<PresetCheckAnswer> {
  return apiRequest('/preset-checks', { method: 'POST', body: { type: 'preset', ...body }, schema: presetCheckAnswerSchema });
}

/** `POST /api/preset-logins`: password login (or creation on the first login). */
export function presetLogin(body: PresetIdentifier & { deviceId: string; password: string }): Promise<AuthAnswer> {
  return apiRequest('/preset-logins', { method: 'POST', body: { type: 'preset', ...body }, schema: authAnswerSchema });
}

/** `POST /api/password-recovery`: emails a reset link. */
export async function requestPasswordRecovery(email: string): Promise<void> {
  await apiRequest('/password-recovery', { method: 'POST', body: { email }, schema: okAnswerSchema });
}

/** `GET /api/password-recovery/{code}`: resolves when the link is valid, raises otherwise. */
export async function checkPasswordRecoveryCode(code: string, signal?: AbortSignal): Promise<void> {
  await apiRequest(`/password-recovery/${encodeURIComponent(code)}`, { schema: passwordRecoveryCheckAnswerSchema, signal });
}

/** `PUT /api/password-recovery`: sets the new password. */
export async function resetPassword(body: { code: string; password: string }): Promise<void> {
  await apiRequest('/password-recovery', { method: 'PUT', body, schema: okAnswerSchema });
}

/** `POST /api/logout`: revokes the refresh family. */
export async function logoutRequest(token?: string): Promise<void> {
  await apiRequest('/logout', { method: 'POST', body: token ? { token } : {}, schema: okAnswerSchema, skipTokenRefresh: true });
}

/** `POST /api/tos-agreements`: accepts the current terms. */
export async function agreeToTerms(body: { tosId: number; allowsAccountMessages?: boolean }, accessToken?: string): Promise<void> {
  await apiRequest('/tos-agreements', { method: 'POST', body, headers: bearer(accessToken) });
}

/** `POST /api/profile-updates`: name and/or grade. */
export async function updateProfile(body: { name?: string; grade?: number }, accessToken?: string): Promise<void> {
  await apiRequest('/profile-updates', { method: 'POST', body, headers: bearer(accessToken) });
}
