import { isApiError } from '@learnforge/api-client';
import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, Link, Select, Tag, TextField, VisuallyHidden } from '@learnforge/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import * as styles from './community-channels.css';

type Channel = EndpointOutput<(typeof contract)['batch-connect']>['results'][number];
type Platform = Channel['platform'];
type Column = keyof Channel;

const PLATFORMS: { value: Platform; label: string }[] = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'telegram', label: 'Telegram' },
  { value: 'discord', label: 'Discord' },
  { value: 'other', label: 'Other' },
];
const PLATFORM_NAMES = Object.fromEntries(PLATFORMS.map((p) => [p.value, p.label])) as Record<
  Platform,
  string
>;
/** The server keeps at most this many (ADR 0101). */
const MAX_CHANNELS = 10;

/**
 * The batch's community channels (`connect`, ADR 0101): links to its groups, for people who may open the
 * batch. Course admins (canEditBatchTrack) keep the list here, in the order learners see it. A learner sees
 * the card only when there is a channel to join.
 */
export function CommunityChannels({ slug, canEdit }: { slug: string; canEdit: boolean }) {
  const channels = useApi('batch-connect', { query: { batch_slug: slug } });
  const [editing, setEditing] = useState(false);
  if (!canEdit && !channels.data?.results.length) return null;
  return (
    <Card as="section" title="Community channels" headingLevel={2}>
      <QueryView query={channels} what="the community channels">
        {(data) =>
          editing ? (
            <ChannelsForm slug={slug} saved={data.results} onClose={() => setEditing(false)} />
          ) : (
            <Box display="flex" flexDirection="column" gap="medium">
              {data.results.length === 0 ? (
                <p>No channels yet. Learners see this card once there is one.</p>
              ) : (
                <ul>
                  {data.results.map((channel) => (
                    <li key={`${channel.platform}-${channel.url}`}>
                      <Link href={channel.url} external>
                        {channel.label}
                      </Link>{' '}
                      <Tag>{PLATFORM_NAMES[channel.platform]}</Tag>
                    </li>
                  ))}
                </ul>
              )}
              {canEdit ? (
                <div>
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    Edit channels
                  </Button>
                </div>
              ) : null}
            </Box>
          )
        }
      </QueryView>
    </Card>
  );
}

interface Row extends Channel {
  /** Keeps a row's fields (and focus) with it when rows above it are removed or moved. */
  key: number;
}

/** The server names a refused field by its row (`channels.2.url`); the form says it under that field. */
function rowErrorsOf(fields: Readonly<Record<string, string>>) {
  const byRow: Partial<Record<Column, string>>[] = [];
  for (const [name, note] of Object.entries(fields)) {
    const match = /^channels\.(\d+)\.(platform|label|url)$/.exec(name);
    if (!match) continue;
    const index = Number(match[1]);
    byRow[index] = { ...byRow[index], [match[2] as Column]: note };
  }
  return byRow;
}

const moveButtonId = (formId: string, key: number, by: -1 | 1) =>
  `${formId}-${key}-${by === -1 ? 'up' : 'down'}`;

function ChannelsForm({ slug, saved, onClose }: { slug: string; saved: Channel[]; onClose: () => void }) {
  const formId = useId();
  const [nextKey, setNextKey] = useState(saved.length);
  const [rows, setRows] = useState<Row[]>(() => saved.map((channel, key) => ({ ...channel, key })));
  // Keyed by row, so a refusal stays under its channel when rows are moved or removed afterwards.
  const [errors, setErrors] = useState<Map<number, Partial<Record<Column, string>>>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useApiMutation('x-batch-connect-put', { notify: false });

  const change = (key: number, column: Column, value: string) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, [column]: value } : row)));
  const add = () => {
    setRows((all) => [...all, { key: nextKey, platform: 'whatsapp', label: '', url: '' }]);
    setNextKey((key) => key + 1);
  };
  const [moved, setMoved] = useState<{ key: number; by: -1 | 1 } | null>(null);
  const move = (index: number, by: -1 | 1) => {
    setMoved({ key: rows[index]!.key, by });
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      next.splice(index + by, 0, row!);
      return next;
    });
  };
  useEffect(() => {
    // The keyboard stays with the moved channel: on the same button, or the other one at the top or bottom.
    if (!moved) return;
    const same = document.getElementById(moveButtonId(formId, moved.key, moved.by));
    (same ?? document.getElementById(moveButtonId(formId, moved.key, moved.by === -1 ? 1 : -1)))?.focus();
  }, [moved, formId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors(new Map());
    setRefusal(null);
    try {
      await save.trigger({
        path: { slug },
        body: { channels: rows.map(({ platform, label, url }) => ({ platform, label, url: url.trim() })) },
      });
      onClose();
    } catch (error) {
      const byRow = isApiError(error) ? rowErrorsOf(error.fields) : [];
      setErrors(new Map(rows.map((row, index) => [row.key, byRow[index] ?? {}])));
      setRefusal(formErrorsOf(error, []).form);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Edit community channels" noValidate>
      <Box display="flex" flexDirection="column" gap="medium">
        {rows.length === 0 ? <p>No channels. Saving now removes them all.</p> : null}
        {rows.map((row, index) => {
          const name = row.label.trim() || `channel ${index + 1}`;
          const rowErrors = errors.get(row.key) ?? {};
          return (
            <fieldset key={row.key} className={styles.channel} aria-describedby={`${formId}-order`}>
              <legend className={styles.legend}>Channel {index + 1}</legend>
              <Box display="flex" flexDirection="column" gap="small">
                <div className={styles.fields}>
                  <Select
                    label="Platform"
                    options={PLATFORMS}
                    value={row.platform}
                    onChange={(event) => change(row.key, 'platform', event.target.value)}
                    error={rowErrors.platform}
                  />
                  <TextField
                    label="Channel name"
                    value={row.label}
                    maxLength={80}
                    onChange={(event) => change(row.key, 'label', event.target.value)}
                    error={rowErrors.label}
                  />
                  <TextField
                    label="Invite link"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={row.url}
                    onChange={(event) => change(row.key, 'url', event.target.value)}
                    error={rowErrors.url}
                  />
                </div>
                <Box display="flex" gap="small" flexWrap="wrap">
                  {index > 0 ? (
                    <Button
                      id={moveButtonId(formId, row.key, -1)}
                      type="button"
                      variant="outline"
                      size="small"
                      onClick={() => move(index, -1)}
                    >
                      Move up<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                    </Button>
                  ) : null}
                  {index < rows.length - 1 ? (
                    <Button
                      id={moveButtonId(formId, row.key, 1)}
                      type="button"
                      variant="outline"
                      size="small"
                      onClick={() => move(index, 1)}
                    >
                      Move down<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    variant="outline"
                    tone="critical"
                    size="small"
                    onClick={() => setRows((all) => all.filter((other) => other.key !== row.key))}
                  >
                    Remove<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </Button>
                </Box>
              </Box>
            </fieldset>
          );
        })}
        <p id={`${formId}-order`}>Learners see the channels in this order.</p>
        {refusal ? <p role="alert">{refusal}</p> : null}
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="button" variant="outline" onClick={add} disabled={rows.length >= MAX_CHANNELS}>
            Add a channel
          </Button>
          <Button type="submit" loading={save.isMutating}>
            Save channels
          </Button>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </Box>
        {rows.length >= MAX_CHANNELS ? <p>A batch keeps at most {MAX_CHANNELS} channels.</p> : null}
      </Box>
    </form>
  );
}
