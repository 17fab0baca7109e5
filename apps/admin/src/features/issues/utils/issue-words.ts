import type { RowOf } from '@learnforge/api-client';

type Issue = RowOf<'issues-list'>;
export type IssueStatus = Issue['status'];

/** The statuses in the order a ticket moves through them; the board asks for each one separately. */
export const ISSUE_STATUSES = [
  'open',
  'in_progress',
  'waiting_on_user',
  'resolved',
  'closed',
] as const satisfies readonly IssueStatus[];

export const STATUS_LABELS: Record<IssueStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_on_user: 'Waiting on the learner',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const PRIORITY_LABELS: Record<Issue['priority'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const CATEGORY_LABELS: Record<Issue['category'], string> = {
  payment: 'Payment',
  course_content: 'Course content',
  technical: 'Technical',
  certificate: 'Certificate',
  account: 'Account',
  other: 'Other',
};

export const ACTIVITY_LABELS: Record<RowOf<'issues-activity'>['kind'], string> = {
  created: 'Opened',
  comment: 'Comment',
  staff_reply: 'Reply sent',
  email_reply: 'Reply by e-mail',
  status: 'Status',
  assignee: 'Assignee',
  priority: 'Priority',
  labels: 'Labels',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What staff typed, as the reply's HTML: each blank-line block a paragraph, single breaks kept. */
export function replyHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
