import DOMPurify from 'dompurify';

/** Markup that could imitate the product's own controls (a fake sign-in form) or restyle the page around it. */
const FORBIDDEN_TAGS = ['form', 'input', 'button', 'select', 'textarea', 'option', 'style'];

/**
 * Cleans HTML from the server or from authors before it reaches the page: no scripts, no event
 * handlers, no `javascript:` URLs, no forms or style sheets. Links that open a new tab get a safe `rel`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: FORBIDDEN_TAGS });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
