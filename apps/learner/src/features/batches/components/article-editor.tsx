import { isApiError } from '@learnforge/api-client';
import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, ConfirmDialog, MarkdownView, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';

type Source = EndpointOutput<(typeof contract)['track-article-edit']>;

const FIELDS = ['title', 'content_markdown'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Course admins (canEditBatchTrack) edit a track article where learners read it (ADR 0111): its title and
 * Markdown, with a preview of what learners will see. A save is written over the version the editor opened;
 * when the source shows someone else saved since, their version is shown beside the editor's own words, which stay.
 */
export function ArticleEditor({ articleId, onClose }: { articleId: number; onClose: () => void }) {
  const source = useApi('track-article-edit', { path: { id: articleId } });
  return (
    <QueryView query={source} what="the article's source">
      {(data) => <ArticleForm source={data} reload={() => source.mutate()} onClose={onClose} />}
    </QueryView>
  );
}

function ArticleForm({
  source,
  reload,
  onClose,
}: {
  source: Source;
  reload: () => Promise<unknown>;
  onClose: () => void;
}) {
  // The form keeps what was typed: the source revalidating underneath (focus, another tab) never resets it.
  const [title, setTitle] = useState(source.title);
  const [markdown, setMarkdown] = useState(source.content_markdown);
  const [version, setVersion] = useState(source.version);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useApiMutation('x-track-article-save', { notify: false });
  const changed = title !== source.title || markdown !== source.content_markdown;
  // Someone saved since the version this editor writes over: the source (reloaded after a 409, or on focus) is newer.
  const theirs = source.version !== version ? source : null;
  const titleField = useRef<HTMLInputElement>(null);
  // Opening the editor takes the keyboard to its first field.
  useEffect(() => titleField.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setRefusal(null);
    try {
      await save.trigger({ path: { id: source.id }, body: { title, content_markdown: markdown, version } });
      onClose();
    } catch (error) {
      const refused = formErrorsOf(error, FIELDS);
      setErrors(refused.fields);
      setRefusal(refused.form);
      if (isApiError(error) && error.code === 'article_changed') await reload();
    }
  };
  const takeTheirs = (latest: Source) => {
    setTitle(latest.title);
    setMarkdown(latest.content_markdown);
    setVersion(latest.version);
    setRefusal(null);
  };
  const keepMine = (latest: Source) => {
    setVersion(latest.version);
    setRefusal(`Your words will be saved over version ${latest.version} when you press Save article.`);
  };

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <h2 id={`article-editor-${source.id}`}>Edit “{source.title}”</h2>
      <form onSubmit={submit} aria-labelledby={`article-editor-${source.id}`} noValidate>
        <Box display="flex" flexDirection="column" gap="small">
          <TextField
            ref={titleField}
            label="Article title"
            value={title}
            maxLength={200}
            onChange={(event) => setTitle(event.target.value)}
            error={errors.title}
          />
          <TextArea
            label="Article (Markdown)"
            hint="Code blocks are highlighted for learners; scripts, frames, images and styles are removed."
            value={markdown}
            rows={16}
            maxLength={100_000}
            onChange={(event) => setMarkdown(event.target.value)}
            error={errors.content_markdown}
          />
          {refusal ? <p role="alert">{refusal}</p> : null}
          <Box display="flex" gap="small" flexWrap="wrap">
            <Button type="submit" loading={save.isMutating}>
              Save article
            </Button>
            {changed ? (
              <ConfirmDialog
                title="Discard your changes?"
                description="What you changed in this article since opening it is not saved."
                confirmLabel="Discard changes"
                tone="critical"
                trigger={<Button variant="outline">Cancel</Button>}
                onConfirm={onClose}
              />
            ) : (
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
            )}
          </Box>
        </Box>
      </form>
      {theirs ? (
        <Card
          as="section"
          title={`Version ${theirs.version}, saved by someone else`}
          headingLevel={3}
          tone="caution"
        >
          <Box display="flex" flexDirection="column" gap="small">
            <p>
              Their title: <strong>{theirs.title}</strong>
            </p>
            <MarkdownView markdown={theirs.content_markdown} />
            <Box display="flex" gap="small" flexWrap="wrap">
              <Button variant="outline" onClick={() => takeTheirs(theirs)}>
                Take their version
              </Button>
              <Button variant="outline" onClick={() => keepMine(theirs)}>
                Keep mine and save over theirs
              </Button>
            </Box>
          </Box>
        </Card>
      ) : null}
      <Card as="section" title="Preview" headingLevel={3}>
        <h4>{title}</h4>
        <MarkdownView markdown={markdown} />
      </Card>
    </Box>
  );
}
