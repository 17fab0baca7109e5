import type { ResponseOf, RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, useSession } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  HtmlView,
  Pagination,
  Select,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@learnforge/ui';
import { type FormEvent, useId, useState } from 'react';

type Thread = RowOf<'x-discussion-threads'>;
type Category = Thread['category'];
type Reply = ResponseOf<'x-discussion-thread'>['replies'][number];
/** Where the discussion lives: one problem or one batch. */
export type DiscussionPlace = { problem_slug: string } | { batch_slug: string };

const CATEGORY_LABELS: Record<Category, string> = {
  doubt: 'Doubt',
  approach: 'Approach',
  bug: 'Problem with the problem',
  general: 'General',
};
const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }));

/** Up and down votes on a thread or reply; the server says the new total. */
function Votes({
  post,
  id,
  votes,
  myVote,
  own,
}: {
  post: 'thread' | 'reply';
  id: number;
  votes: number;
  myVote: number;
  own: boolean;
}) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const vote = useApiMutation('x-discussion-vote', { notify: false });
  const [state, setState] = useState({ votes, myVote });
  const cast = async (value: -1 | 1) => {
    const next = state.myVote === value ? 0 : value;
    try {
      const answer = await vote.trigger({ body: { post, id, value: next } });
      setState({ votes: answer.votes, myVote: answer.my_vote });
    } catch {
      // The error is shown below from vote.error.
    }
  };
  return (
    <Box display="flex" gap="xsmall" alignItems="center">
      <Button
        size="small"
        variant={state.myVote === 1 ? 'soft' : 'ghost'}
        aria-pressed={state.myVote === 1}
        disabled={own}
        onClick={() => cast(1)}
      >
        Upvote
      </Button>
      <span>
        {state.votes}
        <VisuallyHidden> votes</VisuallyHidden>
      </span>
      <Button
        size="small"
        variant={state.myVote === -1 ? 'soft' : 'ghost'}
        aria-pressed={state.myVote === -1}
        disabled={own}
        onClick={() => cast(-1)}
      >
        Downvote
      </Button>
      {vote.error ? <span role="alert">{vote.error.message}</span> : null}
    </Box>
  );
}

/** Report a post to the moderators with a reason, once. */
function ReportForm({ post, id }: { post: 'thread' | 'reply'; id: number }) {
  const report = useApiMutation('x-discussion-report', { notify: false });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');
  if (done) return <p role="status">{done}</p>;
  if (!open)
    return (
      <Button size="small" variant="ghost" tone="critical" onClick={() => setOpen(true)}>
        Report
      </Button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      setDone((await report.trigger({ body: { post, id, reason } })).message);
    } catch (caught) {
      const refused = formErrorsOf(caught, ['reason'] as const);
      setError(refused.fields.reason ?? refused.form ?? undefined);
    }
  };
  return (
    <form onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="small">
        <TextField
          label="Why are you reporting it?"
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
        <Box display="flex" gap="small">
          <Button type="submit" size="small" tone="critical" loading={report.isMutating}>
            Send report
          </Button>
          <Button size="small" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Box>
      </Box>
    </form>
  );
}

/** The asker marks the reply that solved it and may rate the help (1–5). */
function AcceptReply({
  threadId,
  replyId,
  onDone,
}: {
  threadId: number;
  replyId: number;
  onDone: () => void;
}) {
  const solve = useApiMutation('x-discussion-solved', { notify: false });
  const [rating, setRating] = useState('');
  const [error, setError] = useState<string>();
  const accept = async () => {
    setError(undefined);
    try {
      await solve.trigger({
        path: { id: threadId },
        body: { reply_id: replyId, ...(rating ? { rating: Number(rating) } : {}) },
      });
      onDone();
    } catch (caught) {
      const refused = formErrorsOf(caught, ['rating', 'reply_id'] as const);
      setError(refused.fields.rating ?? refused.fields.reply_id ?? refused.form ?? undefined);
    }
  };
  return (
    <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
      <Select
        label="How helpful was it?"
        placeholder="No rating"
        value={rating}
        error={error}
        options={[5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: `${value} of 5` }))}
        onChange={(event) => setRating(event.target.value)}
      />
      <Button size="small" variant="outline" tone="positive" loading={solve.isMutating} onClick={accept}>
        Mark as the answer
      </Button>
    </Box>
  );
}

function ReplyItem({
  reply,
  threadId,
  isAsker,
  solved,
  onChanged,
}: {
  reply: Reply;
  threadId: number;
  isAsker: boolean;
  solved: boolean;
  onChanged: () => void;
}) {
  const { user } = useSession();
  const own = reply.author === user?.handle;
  return (
    <li>
      <article aria-label={`Reply by ${reply.author_name}`}>
        <p>
          <strong>{reply.author_name}</strong>{' '}
          {reply.author_is_staff ? (
            <Badge tone="brandAccent" size="small">
              Staff
            </Badge>
          ) : null}{' '}
          {reply.accepted ? (
            <Badge tone="positive" size="small">
              Answer
            </Badge>
          ) : null}{' '}
          · <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>
        </p>
        {reply.hidden ? <p role="note">Hidden by a moderator: {reply.hidden_reason}</p> : null}
        <HtmlView html={reply.body_html} />
        <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
          <Votes post="reply" id={reply.id} votes={reply.votes} myVote={reply.my_vote} own={own} />
          {own ? null : <ReportForm post="reply" id={reply.id} />}
        </Box>
        {isAsker && !solved && !reply.hidden && !own ? (
          <AcceptReply threadId={threadId} replyId={reply.id} onDone={onChanged} />
        ) : null}
      </article>
    </li>
  );
}

function ReplyForm({ threadId, onPosted }: { threadId: number; onPosted: () => void }) {
  const post = useApiMutation('x-discussion-reply-create', { notify: false });
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await post.trigger({ path: { id: threadId }, body: { body } });
      setBody('');
      onPosted();
    } catch (caught) {
      const refused = formErrorsOf(caught, ['body'] as const);
      setError(refused.fields.body ?? refused.form ?? undefined);
    }
  };
  return (
    <form onSubmit={submit}>
      <Box display="flex" flexDirection="column" gap="small">
        <TextArea
          label="Your reply"
          hint="Markdown: `code`, ```blocks```, **bold**, lists and links."
          rows={3}
          value={body}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <div>
          <Button type="submit" loading={post.isMutating} disabled={body.trim() === ''}>
            Post reply
          </Button>
        </div>
      </Box>
    </form>
  );
}

/** One thread opened: its replies, the reply form and the solved mark. */
function ThreadReplies({ thread, onChanged }: { thread: Thread; onChanged: () => void }) {
  const { user } = useSession();
  const full = useApi('x-discussion-thread', { path: { id: thread.id } });
  const refresh = () => {
    void full.mutate();
    onChanged();
  };
  return (
    <QueryView query={full} what="the replies">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="medium">
          {data.replies.length === 0 ? (
            <p>No replies yet.</p>
          ) : (
            <ol
              aria-label={`Replies to ${thread.title}`}
              style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}
            >
              {data.replies.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  threadId={thread.id}
                  isAsker={data.author === user?.handle}
                  solved={data.solved}
                  onChanged={refresh}
                />
              ))}
            </ol>
          )}
          {data.hidden ? null : <ReplyForm threadId={thread.id} onPosted={refresh} />}
        </Box>
      )}
    </QueryView>
  );
}

function ThreadCard({
  thread,
  onChanged,
  headingLevel,
}: {
  thread: Thread;
  onChanged: () => void;
  headingLevel: 3 | 4;
}) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const repliesId = useId();
  const own = thread.author === user?.handle;
  return (
    <li>
      <Card as="article" headingLevel={headingLevel} title={thread.title}>
        <Box display="flex" flexDirection="column" gap="small">
          <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
            <Badge size="small">{CATEGORY_LABELS[thread.category]}</Badge>
            {thread.picked ? (
              <Badge tone="brandAccent" size="small">
                Picked by a moderator
              </Badge>
            ) : null}
            {thread.solved ? (
              <Badge tone="positive" size="small">
                Solved
              </Badge>
            ) : null}
            <span>
              {thread.author_name} ·{' '}
              <time dateTime={thread.created_at}>{formatDateTime(thread.created_at)}</time>
            </span>
          </Box>
          {thread.hidden ? (
            <p role="note">
              Hidden by a moderator: {thread.hidden_reason}. Only you and the moderators see it.
            </p>
          ) : null}
          <HtmlView html={thread.body_html} />
          <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
            <Votes post="thread" id={thread.id} votes={thread.votes} myVote={thread.my_vote} own={own} />
            <Button
              size="small"
              variant="outline"
              aria-expanded={open}
              aria-controls={repliesId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Hide replies' : `Replies (${thread.replies_count})`}
            </Button>
            {own ? null : <ReportForm post="thread" id={thread.id} />}
          </Box>
          <div id={repliesId}>{open ? <ThreadReplies thread={thread} onChanged={onChanged} /> : null}</div>
        </Box>
      </Card>
    </li>
  );
}

const NEW_THREAD_FIELDS = ['title', 'body', 'category'] as const;

function NewThreadForm({
  place,
  onPosted,
  headingLevel,
}: {
  place: DiscussionPlace;
  onPosted: () => void;
  headingLevel: 3 | 4;
}) {
  const create = useApiMutation('x-discussion-thread-create', { notify: false });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [errors, setErrors] = useState<Partial<Record<(typeof NEW_THREAD_FIELDS)[number], string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    if (!category) {
      setErrors({ category: 'Choose what the thread is about' });
      return;
    }
    try {
      await create.trigger({ body: { ...place, title, body, category } });
      setTitle('');
      setBody('');
      setCategory('');
      onPosted();
    } catch (caught) {
      const refused = formErrorsOf(caught, NEW_THREAD_FIELDS);
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };
  return (
    <Card as="section" headingLevel={headingLevel} title="Start a thread">
      <form onSubmit={submit} noValidate>
        <Box display="flex" flexDirection="column" gap="small">
          <TextField
            label="Title"
            value={title}
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <Select
            label="About"
            placeholder="Choose one"
            value={category}
            error={errors.category}
            options={CATEGORY_OPTIONS}
            onChange={(event) => setCategory(event.target.value as Category | '')}
          />
          <TextArea
            label="Your question or idea"
            hint="Markdown: `code`, ```blocks```, **bold**, lists and links. Do not post full solutions."
            rows={5}
            value={body}
            error={errors.body}
            onChange={(event) => setBody(event.target.value)}
          />
          {formError ? <p role="alert">{formError}</p> : null}
          <div>
            <Button type="submit" loading={create.isMutating}>
              Post thread
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}

/**
 * Threads under a problem or a batch: start one, read, reply, vote, report, mark the answer. `headingLevel` is the
 * level of its "Threads" heading: 2 where the panel is a page's tab, 3 inside the batch page's Discussion card.
 */
export function DiscussionPanel({
  place,
  headingLevel = 2,
}: {
  place: DiscussionPlace;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const inner = headingLevel === 2 ? 3 : 4;
  const headingId = useId();
  const [category, setCategory] = useState<Category | ''>('');
  const [sort, setSort] = useState<'top' | 'new'>('top');
  const [page, setPage] = useState(1);
  const threads = useApi('x-discussion-threads', {
    query: { ...place, page, sort, ...(category ? { category } : {}) },
  });
  const refresh = () => void threads.mutate();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <NewThreadForm place={place} onPosted={refresh} headingLevel={inner} />
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>Threads</Heading>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Select
            label="Show"
            placeholder="Every kind"
            value={category}
            options={CATEGORY_OPTIONS}
            onChange={(event) => {
              setCategory(event.target.value as Category | '');
              setPage(1);
            }}
          />
          <Select
            label="Order"
            value={sort}
            options={[
              { value: 'top', label: 'Picked and best voted first' },
              { value: 'new', label: 'Newest first' },
            ]}
            onChange={(event) => setSort(event.target.value as 'top' | 'new')}
          />
        </Box>
        <QueryView query={threads} what="the threads">
          {(data) =>
            data.results.length === 0 ? (
              <p>No threads yet: start the first one.</p>
            ) : (
              <>
                <ol
                  aria-label="Threads"
                  style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem' }}
                >
                  {data.results.map((thread) => (
                    <ThreadCard key={thread.id} thread={thread} onChanged={refresh} headingLevel={inner} />
                  ))}
                </ol>
                {data.count > data.page_size ? (
                  <Pagination
                    page={page}
                    pageCount={Math.ceil(data.count / data.page_size)}
                    onPageChange={setPage}
                  />
                ) : null}
              </>
            )
          }
        </QueryView>
      </section>
    </Box>
  );
}
