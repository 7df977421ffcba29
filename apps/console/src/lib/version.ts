/** Version of this console build, sent as X-Client-Version. */
export const CLIENT_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0';

/** Platform name sent as X-Client-Platform. */
export const CLIENT_PLATFORM = 'console';
