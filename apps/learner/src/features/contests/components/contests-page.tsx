import { useApi } from '@learnforge/api-client/react';
import { usePageTitle } from '@learnforge/app-shell';
import { ClassStatus, classStatusLabel, formatDateTime } from '@learnforge/domain';
import { Badge, Box, Card, Link, Select, TextField } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useWhenInAddress, type WhenTab, WhenTabs } from '../../../shared/components/when-tabs';
import { useAddressFilters } from '../../../shared/use-address-filters';

const WHEN = [
  { value: 'live', label: 'Live' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly WhenTab<string>[];

/** `/contests`: live, upcoming and past contests, filtered by kind and name (kept in the address). */
export function ContestsPage() {
  usePageTitle('Contests');
  const when = useWhenInAddress(WHEN);
  const filters = useAddressFilters();
  const kind =
    filters.value('kind') === 'batch' || filters.value('kind') === 'open'
      ? (filters.value('kind') as 'batch' | 'open')
      : undefined;
  const search = filters.value('search');
  const list = useApi('x-contests-list', {
    query: { when: when.when, page: when.page, ...(kind ? { kind } : {}), ...(search ? { search } : {}) },
  });
  const searchFor = (text: string) => {
    if (text.trim() !== search) filters.setFilter('search', text.trim());
  };

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Contests</h1>
      <Box display="flex" gap="medium" flexWrap="wrap" alignItems="flex-end">
        <Select
          label="Kind"
          {...filters.bind('kind')}
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
            if (event.key === 'Enter') searchFor(event.currentTarget.value);
          }}
          onBlur={(event) => searchFor(event.currentTarget.value)}
        />
      </Box>
      <WhenTabs tabs={WHEN} state={when} query={list} noun="contests" itemKey={(contest) => contest.slug}>
        {(contest) => (
          <Card as="li" title={contest.name} headingLevel={2}>
            <Box display="flex" flexDirection="column" gap="small">
              <Box display="flex" gap="small" flexWrap="wrap">
                <Badge tone={contest.status_code === ClassStatus.Live ? 'positive' : 'neutral'}>
                  {classStatusLabel(contest.status_code)}
                </Badge>
                <Badge tone="neutral">
                  {contest.type === 'mixed' ? 'Quiz and coding' : contest.type === 'quiz' ? 'Quiz' : 'Coding'}
                </Badge>
                {contest.batch_name ? <Badge tone="neutral">{contest.batch_name}</Badge> : null}
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
        )}
      </WhenTabs>
    </Box>
  );
}
