import 'katex/dist/katex.min.css';
import { clsx } from 'clsx';
import { type ComponentPropsWithRef, useMemo } from 'react';
import { prose } from './MarkdownView.css';
import { markdownToHtml } from './markdown';
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

/** Renders Markdown with maths, sanitized with DOMPurify. */
export function MarkdownView({ markdown, className, ...props }: MarkdownViewProps) {
  const clean = useMemo(() => markdownToHtml(markdown), [markdown]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToHtml sanitizes its output with DOMPurify
  return <div {...props} className={clsx(prose, className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}
