import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { ClassStatus, classStatusLabel, formatDateTime } from '@learnforge/domain';
import { Badge, Box, Card, EmptyState, Link, Pagination, Select, Tabs, TextField } from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';

const WHEN = ['live', 'upcoming', 'past'] as const;
type When = (typeof WHEN)[number];
const WHEN_LABEL: Record<When, string> = { live: 'Live', upcoming: 'Upcoming', past: 'Past' };

/** `/contests`: live, upcoming and past contests, filtered by kind and name (kept in the address). */
export function ContestsPage() {
  usePageTitle('Contests');
  const [params, setParams] = useSearchParams();
  const when = (WHEN as readonly string[]).includes(params.get('when') ?? '')
    ? (params.get('when') as When)
    : 'live';
  const kind =
    params.get('kind') === 'batch' || params.get('kind') === 'open'
      ? (params.get('kind') as 'batch' | 'open')
      : undefined;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useApi('x-contests-list', {
    query: { when, page, ...(kind ? { kind } : {}), ...(search ? { search } : {}) },
  });
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Contests</h1>
      <Box display="flex" gap="medium" flexWrap="wrap" alignItems="flex-end">
        <Select
          label="Kind"
          value={kind ?? ''}
          onChange={(event) => update({ kind: event.target.value || undefined })}
          options={[
            { value: '', label: 'All contests' },
            { value: 'open', label: 'Open to everyone' },
            { value: 'batch', label: 'My batches' },
          ]}
        />
        <TextField
          label="Search by name"
          type="search"
          defaultValue={search}
          onKeyDown={(event) => {
            if (event.key === 'Enter') update({ search: event.currentTarget.value.trim() || undefined });
          }}
          onBlur={(event) => update({ search: event.currentTarget.value.trim() || undefined })}
        />
      </Box>
      <Tabs.Root value={when} onValueChange={(value) => update({ when: value })}>
        <Tabs.List aria-label="When">
          {WHEN.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {WHEN_LABEL[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {WHEN.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === when ? (
              <QueryView query={list} what="the contests">
                {(data) =>
                  data.results.length === 0 ? (
                    <EmptyState title={`No ${WHEN_LABEL[when].toLowerCase()} contests`} headingLevel={2} />
                  ) : (
                    <Box display="flex" flexDirection="column" gap="medium">
                      <Box
                        as="ul"
                        display="flex"
                        flexDirection="column"
                        gap="medium"
                        style={{ listStyle: 'none', padding: 0, margin: 0 }}
                      >
                        {data.results.map((contest) => (
                          <Card as="li" key={contest.slug} title={contest.name} headingLevel={2}>
                            <Box display="flex" flexDirection="column" gap="small">
                              <Box display="flex" gap="small" flexWrap="wrap">
                                <Badge
                                  tone={contest.status_code === ClassStatus.Live ? 'positive' : 'neutral'}
                                >
                                  {classStatusLabel(contest.status_code)}
                                </Badge>
                                <Badge tone="neutral">
                                  {contest.type === 'mixed'
                                    ? 'Quiz and coding'
                                    : contest.type === 'quiz'
                                      ? 'Quiz'
                                      : 'Coding'}
                                </Badge>
                                {contest.batch_name ? (
                                  <Badge tone="neutral">{contest.batch_name}</Badge>
                                ) : null}
                                {contest.has_job ? <Badge tone="caution">Hiring</Badge> : null}
                                {contest.proctored ? <Badge tone="neutral">Proctored</Badge> : null}
                                {contest.is_registered ? <Badge tone="positive">Registered</Badge> : null}
                              </Box>
                              <p>
                                {formatDateTime(contest.start_time)} to {formatDateTime(contest.end_time)} ·{' '}
                                {contest.duration_minutes} minutes · {contest.registrations_count} registered
                              </p>
                              <Link as={RouterLink} to={`/contest/${contest.slug}/`}>
                                Open {contest.name}
                              </Link>
                            </Box>
                          </Card>
                        ))}
                      </Box>
                      <Pagination
                        page={data.page}
                        pageCount={Math.max(1, Math.ceil(data.count / data.page_size))}
                        onPageChange={(next: number) => update({ page: String(next) })}
                      />
                    </Box>
                  )
                }
              </QueryView>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
