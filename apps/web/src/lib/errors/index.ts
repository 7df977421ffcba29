/** Error reporting: Sentry when the client config names a DSN, else the API's own store; the app's error boundary. */
export * from './errorReporting';
export * from './ErrorBoundary';
