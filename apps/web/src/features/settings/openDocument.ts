/** Loads `path` as a new document in place of this one (a test replaces this module: jsdom cannot navigate). */
export function openDocument(path: string): void {
  window.location.replace(path);
}
