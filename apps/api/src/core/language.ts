/** The interface languages the apps speak; server texts exist in each. */
const INTERFACE_LANGUAGES = ['en', 'es'] as const;

/** An interface language. */
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/**
 * The first interface language of an Accept-Language header, by the order and weights the client gave
 * ('es-MX,es;q=0.9,en;q=0.8' -> 'es'); undefined when the header names none of them.
 */
export function preferredLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: weight === undefined ? 1 : Number(weight), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked
    .map((entry) => entry.primary)
    .find((code): code is InterfaceLanguage => (INTERFACE_LANGUAGES as readonly string[]).includes(code));
}
