import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Dialog,
  EmptyState,
  Pagination,
  RadioGroup,
  TextArea,
  TextField,
  useToast,
} from '@learnforge/ui';
import { type ReactElement, useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { useUrlState } from '../../../shared/url-state';

type Notice = RowOf<'org-noticeboard'>;

const PAGE_SIZE = 20;

/**
 * The batch's noticeboard: its own notices and the organization-wide ones; read, post and edit them
 * (PATCH noticeboard/), each for this batch or for the whole organization.
 */
export function NoticeboardView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const notices = useApi('org-noticeboard', {
    query: { batch_slug: batchSlug, page: url.page, page_size: PAGE_SIZE },
  });
  return (
    <QueryView query={notices} what="the noticeboard">
      {(data) => {
        const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
        return (
          <Box display="flex" flexDirection="column" gap="medium">
            <Box>
              <NoticeDialog batchSlug={batchSlug} trigger={<Button size="small">Post a notice</Button>} />
            </Box>
            {data.results.length === 0 ? (
              <EmptyState
                title="No notices yet"
                description="Notices you post here are shown to your students."
                headingLevel={3}
              />
            ) : (
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="medium"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {data.results.map((notice) => (
                  <Card
                    key={notice.id}
                    as="li"
                    title={notice.title}
                    headingLevel={3}
                    actions={
                      <NoticeDialog
                        batchSlug={batchSlug}
                        notice={notice}
                        trigger={
                          <Button size="small" variant="ghost" aria-label={`Edit ${notice.title}`}>
                            Edit
                          </Button>
                        }
                      />
                    }
                  >
                    <Box display="flex" flexDirection="column" gap="small">
                      <Box display="flex" gap="small" alignItems="center">
                        {notice.pinned ? <Badge tone="brandAccent">Pinned</Badge> : null}
                        <Badge tone="neutral">
                          {notice.batch_slug ? 'This batch' : 'Whole organization'}
                        </Badge>
                        <span>{formatDateTime(notice.created_at)}</span>
                      </Box>
                      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{notice.body}</p>
                    </Box>
                  </Card>
                ))}
              </Box>
            )}
            {pageCount > 1 ? (
              <Pagination
                page={url.page}
                pageCount={pageCount}
                label="Noticeboard pages"
                onPageChange={(page) => url.set({ page: page === 1 ? null : page })}
              />
            ) : null}
          </Box>
        );
      }}
    </QueryView>
  );
}

const AUDIENCES = [
  { value: 'batch', label: 'This batch' },
  { value: 'organization', label: 'The whole organization' },
];

function NoticeDialog({
  batchSlug,
  notice,
  trigger,
}: {
  batchSlug: string;
  notice?: Notice;
  trigger: ReactElement;
}) {
  const toast = useToast();
  const save = useApiMutation('org-noticeboard-update');
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [pinned, setPinned] = useState(false);
  const [audience, setAudience] = useState('batch');
  const [errors, setErrors] = useState<{ title?: string; body?: string }>({});

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setTitle(notice?.title ?? '');
      setBody(notice?.body ?? '');
      setPinned(notice?.pinned ?? false);
      setAudience(notice && !notice.batch_slug ? 'organization' : 'batch');
      setErrors({});
    }
  };

  const submit = async () => {
    const found: typeof errors = {};
    if (!title.trim()) found.title = 'Write a title.';
    if (!body.trim()) found.body = 'Write the notice.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.trigger({
        body: {
          ...(notice ? { id: notice.id } : {}),
          title: title.trim(),
          body,
          pinned,
          batch_slug: audience === 'batch' ? batchSlug : null,
        },
      });
      toast.success(notice ? 'Notice updated.' : 'Notice posted.');
      setOpen(false);
    } catch {
      // the notifier shows the server's message
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content
        title={notice ? 'Edit notice' : 'Post a notice'}
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button loading={save.isMutating} onClick={() => void submit()}>
              {notice ? 'Save notice' : 'Post notice'}
            </Button>
          </>
        }
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <TextField
            label="Title"
            value={title}
            maxLength={200}
            error={errors.title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextArea
            label="Notice"
            rows={6}
            value={body}
            maxLength={5000}
            error={errors.body}
            onChange={(event) => setBody(event.target.value)}
          />
          <RadioGroup
            label="For"
            name="notice-audience"
            options={AUDIENCES}
            value={audience}
            onValueChange={setAudience}
          />
          <Checkbox
            label="Pin to the top"
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
