import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useLayoutEffect, useMemo, useRef } from 'react';
import { prose } from './MarkdownView.css';
import { MATH_CLASS, markdownToHtml } from './markdown';
import { typesetNativeMath } from './nativeMath';
import { sanitizeHtml } from './sanitize';

export interface HtmlViewProps
  extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server or an author; it is sanitized with DOMPurify before rendering. */
  html: string;
}

/** Renders untrusted HTML (problem statements, course descriptions) safely, in the kit's text styles. */
export function HtmlView({ html, className, ...props }: HtmlViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized with DOMPurify just above
  return <div {...props} className={clsx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export interface MarkdownViewProps
  extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Markdown source; `$…$` and `$$…$$` are typeset with KaTeX. */
  markdown: string;
}

/** Renders Markdown with maths and highlighted code, sanitized with DOMPurify. */
export function MarkdownView({ markdown, className, ref, ...props }: MarkdownViewProps) {
  const clean = useMemo(() => markdownToHtml(markdown), [markdown]);
  const rootRef = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let current = true;
    // The highlighter and KaTeX are chunks of their own, fetched only for text with a fenced code block in a
    // known language or with maths the browser's own MathML cannot show (ADR 0103).
    if (clean.includes('class="language-'))
      void import('./highlightCode').then(({ highlightCodeBlocks }) => {
        if (current) highlightCodeBlocks(root);
      });
    // Simple formulas become MathML before the first paint, so nothing moves as they are set.
    if (clean.includes(`class="${MATH_CLASS}"`) && !typesetNativeMath(root))
      void import('./typesetMath').then(({ typesetMath }) => {
        if (current) typesetMath(root);
      });
    return () => {
      current = false;
    };
  }, [clean]);
  return (
    <div
      {...props}
      ref={(element) => {
        rootRef.current = element;
        if (typeof ref === 'function') return ref(element);
        if (ref) ref.current = element;
      }}
      className={clsx(prose, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToHtml sanitizes its output with DOMPurify
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
