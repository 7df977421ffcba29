/** The web app's API client: the shared client of @photostudy/client with the student's endpoints. */
export { ApiError, isApiError, networkError, type ApiErrorBody } from '@photostudy/client';
export * from './apiClient';
export * from './systemApi';
export * from './accountApi';
export * from './authApi';
export * from './questionApi';
export * from './analyticsApi';
export * from './storeApi';
export * from './writingApi';
export * from './notificationsApi';
export * from './settingsApi';
export * from './parentsApi';
export * from './dataDeletionApi';
export * from './errorReportsApi';
export * from './homeConfigApi';
export * from './sharesApi';
export * from './sheetsApi';
