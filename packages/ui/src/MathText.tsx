import katex from 'katex';
import 'katex/dist/katex.min.css';
import { Fragment, useMemo } from 'react';
import { splitMath } from './mathSegments';

/** Props of {@link MathText}. */
export interface MathTextProps {
  /** Mixed text with TeX between $..$, $$..$$, \(..\) or \[..\]. */
  text: string;
  className?: string;
}

/** Caps that keep a hostile formula from freezing the tab (e.g. deeply nested macros). */
const KATEX_OPTIONS = { throwOnError: true, trust: false, strict: 'ignore', maxSize: 20, maxExpand: 200, output: 'htmlAndMathml' } as const;

/** Renders one formula to HTML; null when KaTeX cannot parse it, so the caller shows the source instead. */
function renderFormula(tex: string, isDisplay: boolean): string | null {
  try {
    return katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: isDisplay });
  } catch {
    return null;
  }
}

/**
 * Text with embedded LaTeX. Plain text goes through React (always escaped); only KaTeX's own output,
 * produced with `trust: false`, is injected as HTML, so message bodies cannot smuggle markup in.
 */
export function MathText({ text, className }: MathTextProps) {
  const parts = useMemo(
    () =>
      splitMath(text).map((segment) =>
        segment.kind === 'text' ? segment : { ...segment, html: renderFormula(segment.value, segment.isDisplay) },
      ),
    [text],
  );
  return (
    <span className={className} style={{ whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.value}</Fragment>;
        if (part.html === null) return <code key={index}>{part.value}</code>;
        const Tag = part.isDisplay ? 'div' : 'span';
        return <Tag key={index} className="ps-math" dangerouslySetInnerHTML={{ __html: part.html }} />;
      })}
    </span>
  );
}
