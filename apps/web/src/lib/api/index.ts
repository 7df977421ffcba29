/** The web app's API client. */
export * from './ApiError';
export * from './apiClient';
export * from './systemApi';
export * from './accountApi';
export * from './authApi';
export * from './authEvents';
export * from './tokenRefresh';
export * from './questionApi';
export * from './analyticsApi';
