import { locale } from '@fortune-sheet/core';

/**
 * Fortune-sheet 1.0.4's Spanish locale has no tooltip for 17 toolbar buttons, so in Spanish those buttons had no
 * accessible name (axe: aria-command-name) and no tip. Filled in here, once, before the workbook first mounts.
 */
const MISSING_TOOLBAR_TIPS: Record<string, string> = {
  'clear-format': 'Borrar formato',
  'format-painter': 'Copiar formato',
  'currency-format': 'Formato de moneda',
  'percentage-format': 'Formato de porcentaje',
  'number-decrease': 'Reducir decimales',
  'number-increase': 'Aumentar decimales',
  'border-all': 'Todos los bordes',
  'merge-all': 'Combinar todas las celdas',
  'strike-through': 'Tachado (Alt+Mayús+5)',
  'align-left': 'Alinear a la izquierda',
  'align-center': 'Centrar horizontalmente',
  'align-right': 'Alinear a la derecha',
  'align-top': 'Alinear arriba',
  'align-mid': 'Centrar verticalmente',
  'align-bottom': 'Alinear abajo',
  sortAndFilter: 'Ordenar y filtrar',
  insertLink: 'Insertar enlace',
};

/** Adds the missing Spanish toolbar tips to Fortune-sheet's own (shared, mutable) locale object; keeps what it has. */
export function completeSpanishLocale(): void {
  const toolbar = (locale({ lang: 'es' } as Parameters<typeof locale>[0]) as { toolbar: Record<string, unknown> }).toolbar;
  for (const [key, tip] of Object.entries(MISSING_TOOLBAR_TIPS)) if (toolbar[key] === undefined) toolbar[key] = tip;
}
