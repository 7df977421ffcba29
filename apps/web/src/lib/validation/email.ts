// One @, no spaces, a dot in the domain and a top-level part of two letters or more.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** True when the text (trimmed) is a standard email address (spec 000 section 5): sign-in, Writing and developer tools. */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
