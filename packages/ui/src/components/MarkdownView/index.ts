export { HtmlView, type HtmlViewProps, MarkdownView, type MarkdownViewProps } from './MarkdownView';
export { markdownToHtml } from './markdown';
export { sanitizeHtml } from './sanitize';
