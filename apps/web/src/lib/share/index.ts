/** Sharing links: the native share sheet or the clipboard, the 'Copied to clipboard' flag, shared session addresses. */
export * from './shareLink';
export * from './useCopiedFlag';
export * from './sharePaths';
