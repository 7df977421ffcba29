import { avatarUpdateAnswerSchema, dataDeletionAnswerSchema, orderNumberAnswerSchema, privacySettingsSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/privacy-settings`: the three toggles (store/audit info, share with partners, send messages). */
export function getPrivacySettings(signal?: AbortSignal) {
  return apiRequest('/privacy-settings', { schema: privacySettingsSchema, signal });
}

/** The three privacy toggles as the app reads them (camelCase). */
export type PrivacySettings = Awaited<ReturnType<typeof getPrivacySettings>>;

/** `PUT /api/privacy-settings` with all three toggles; answers them as stored (a change mails a summary). */
export function updatePrivacySettings(settings: PrivacySettings): Promise<PrivacySettings> {
  return apiRequest('/privacy-settings', { method: 'PUT', body: settings, schema: privacySettingsSchema });
}

/** `POST /api/avatar-updates` (multipart, file field `image`): answers the new avatar's address. */
export async function uploadAvatar(image: Blob, fileName = 'avatar.jpg'): Promise<string> {
  const form = new FormData();
  form.append('image', image, fileName);
  return (await apiRequest('/avatar-updates', { method: 'POST', body: form, schema: avatarUpdateAnswerSchema })).url;
}

/** `POST /api/order-number-updates` `{order_number}` (free text; empty clears): answers the number kept. */
export async function updateOrderNumber(orderNumber: string): Promise<string | null> {
  return (await apiRequest('/order-number-updates', { method: 'POST', body: { orderNumber }, schema: orderNumberAnswerSchema }))
    .orderNumber;
}

/** `POST /api/data-deletion-requests` (no body): asks to erase the account; answers the request and its status page. */
export function requestDataDeletion() {
  return apiRequest('/data-deletion-requests', { method: 'POST', schema: dataDeletionAnswerSchema });
}
