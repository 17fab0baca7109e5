import sanitizeHtml from 'sanitize-html';

/** What a staff reply may hold: text formatting, lists, code and links; nothing that runs or loads. */
const REPLY_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'code', 'pre', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** A staff reply's HTML with everything outside REPLY_HTML removed (scripts, handlers, styles, images). */
export function sanitizeReply(html: string): string {
  return sanitizeHtml(html, REPLY_HTML).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The reply as plain text for the mail: blocks become lines, links keep their address. */
export function replyText(html: string): string {
  const marked = html
    .replace(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|li|pre|blockquote)>/gi, '\n')
    .replace(/<li>/gi, '- ');
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The tag in a ticket's mail subject: a reply keeps the subject, so the tag tells the inbound listener which
 * ticket it belongs to, and the token that nobody outside the thread knows (ADR 0073).
 */
export const subjectTag = (issueId: number, token: string) => `[Ticket #${issueId} ref:${token}]`;

/** The ticket id and token of a subject that carries a tag, else null. */
export function parseSubjectTag(subject: string): { issueId: number; token: string } | null {
  const match = /\[Ticket #(\d{1,9}) ref:([0-9a-f]{24})\]/.exec(subject);
  return match ? { issueId: Number(match[1]), token: match[2]! } : null;
}
