import DOMPurify from 'dompurify';

/**
 * Cleans HTML from the server or from authors before it reaches the page: no scripts, no event
 * handlers, no `javascript:` URLs. Links that open a new tab get a safe `rel`.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});
