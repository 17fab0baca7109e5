import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  MarkdownView,
  Tag,
  TextArea,
  TextField,
} from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { BatchFeed } from './batch-feed';

/**
 * The batch page's noticeboard (ADR 0065): the course team's notices, pinned first and then newest first,
 * their Markdown sanitized where it is shown, with the batch's organization's notices marked as its. Course admins
 * post and take down the course team's notices here.
 */
export function Noticeboard({ slug, canPost }: { slug: string; canPost: boolean }) {
  const [page, setPage] = useState(1);
  const notices = useApi('batch-noticeboard-data', { query: { batch_slug: slug, page } });
  const remove = useApiMutation('x-batch-notice-delete');
  return (
    <Card as="section" title="Noticeboard" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        {canPost ? <NoticeForm slug={slug} /> : null}
        <BatchFeed
          query={notices}
          what="the noticeboard"
          empty={{ title: 'No notices yet', description: 'Announcements from the course team appear here.' }}
          idPrefix="notice"
          keyOf={(notice) => `${notice.source}-${notice.id}`}
          tags={(notice) => (
            <>
              {notice.pinned ? <Tag>Pinned</Tag> : null}
              {notice.organization ? <Tag tone="brandAccent">From {notice.organization}</Tag> : null}
            </>
          )}
          page={page}
          onPageChange={setPage}
          pagesLabel="Notice pages"
        >
          {(notice) => (
            <>
              <p>
                {notice.author ? `${notice.author}, ` : ''}
                <time dateTime={notice.created_at}>{formatDateTime(notice.created_at)}</time>
              </p>
              <MarkdownView markdown={notice.body_markdown} />
              {/* The organization's notices are its admins' to change, on the organization dashboard. */}
              {canPost && notice.source === 'batch' ? (
                <ConfirmDialog
                  title={`Take down “${notice.title}”?`}
                  description="Learners will no longer see it."
                  confirmLabel="Take down"
                  tone="critical"
                  trigger={
                    <Button variant="outline" size="small">
                      Take down “{notice.title}”
                    </Button>
                  }
                  onConfirm={() =>
                    remove.trigger({ path: { slug, id: notice.id } }).then(() => notices.mutate())
                  }
                />
              ) : null}
            </>
          )}
        </BatchFeed>
      </Box>
    </Card>
  );
}

const FIELDS = ['title', 'body_markdown'] as const;
type Field = (typeof FIELDS)[number];

function NoticeForm({ slug }: { slug: string }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const post = useApiMutation('x-batch-notice-post', { notify: false });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    try {
      await post.trigger({ path: { slug }, body: { title, body_markdown: body, pinned } });
      setTitle('');
      setBody('');
      setPinned(false);
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS);
      setErrors(refused.fields);
      setRefusal(refused.form);
    }
  };
  return (
    <form onSubmit={submit} aria-label="Post a notice" noValidate>
      <Box display="flex" flexDirection="column" gap="small">
        <TextField
          label="Notice title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextArea
          label="Notice (Markdown)"
          value={body}
          maxLength={5000}
          onChange={(e) => setBody(e.target.value)}
          error={errors.body_markdown}
        />
        <Checkbox label="Pin to the top" checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
        {refusal ? <p role="alert">{refusal}</p> : null}
        <div>
          <Button type="submit" loading={post.isMutating}>
            Post notice
          </Button>
        </div>
      </Box>
    </form>
  );
}
