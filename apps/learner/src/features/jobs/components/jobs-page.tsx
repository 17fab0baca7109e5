import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Badge, Box, Card, Link, Pagination, Select, Tabs } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { AddressSearch } from '../../../shared/components/address-search';
import { useAddressFilters } from '../../../shared/use-address-filters';
import {
  EMPLOYMENT_TYPES,
  experienceText,
  jobDateText,
  LOCATION_TYPES,
  labelOf,
  placesText,
  STATUS_LABEL,
  STATUS_TONE,
  salaryText,
} from './job-labels';

const PAGE_SIZE = 12;
const TABS = [
  { value: 'active', label: 'Open' },
  { value: 'inactive', label: 'Closed' },
  { value: 'applied', label: 'My applications' },
] as const;
type Status = (typeof TABS)[number]['value'];

/**
 * `/jobs`: open jobs, closed ones and the learner's applications with their stage, as tabs; the tab,
 * filters, search and page live in the address, so a filtered list can be shared and Back undoes a filter.
 */
export function JobsPage() {
  const { value, page, setFilter, setPage, bind } = useAddressFilters();
  const status: Status = TABS.find((tab) => tab.value === value('status'))?.value ?? 'active';
  const filters = useApi('jobs-filters', {});
  const number = (name: 'experience' | 'salary') =>
    /^\d+$/.test(value(name)) ? { [name]: Number(value(name)) } : {};
  const jobs = useApi('jobs-list-by-status', {
    query: {
      status,
      page,
      page_size: PAGE_SIZE,
      ...(value('skill') ? { skill: value('skill') } : {}),
      ...(value('location') ? { location: value('location') } : {}),
      ...(value('location_type') ? { location_type: value('location_type') as 'remote' } : {}),
      ...(value('employment_type') ? { employment_type: value('employment_type') as 'full-time' } : {}),
      ...number('experience'),
      ...number('salary'),
      ...(value('search') ? { search: value('search') } : {}),
    },
  });

  const options = (names: readonly string[] | undefined) =>
    (names ?? []).map((name) => ({ value: name, label: name }));

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Jobs</h1>
      <AddressSearch label="Search jobs" hint="Title, role or company" />
      <Box as="section" aria-label="Filters" display="flex" gap="medium" flexWrap="wrap">
        <Select
          label="Skill"
          placeholder="Any skill"
          {...bind('skill')}
          options={options(filters.data?.skills)}
        />
        <Select
          label="Location"
          placeholder="Anywhere"
          {...bind('location')}
          options={options(filters.data?.locations)}
        />
        <Select
          label="Workplace"
          placeholder="Any workplace"
          {...bind('location_type')}
          options={LOCATION_TYPES}
        />
        <Select
          label="Job type"
          placeholder="Any type"
          {...bind('employment_type')}
          options={EMPLOYMENT_TYPES}
        />
        <Select
          label="Your experience"
          placeholder="Any experience"
          {...bind('experience')}
          options={[0, 1, 2, 3, 5, 8, 10].map((years) => ({
            value: String(years),
            label: years === 0 ? 'Fresher' : `${years} ${years === 1 ? 'year' : 'years'}`,
          }))}
        />
        <Select
          label="Salary at least"
          placeholder="Any salary"
          {...bind('salary')}
          options={[300_000, 600_000, 1_000_000, 1_500_000, 2_500_000].map((amount) => ({
            value: String(amount),
            label: `₹${amount.toLocaleString('en-IN')} a year`,
          }))}
        />
      </Box>
      <Tabs.Root value={status} onValueChange={(next) => setFilter('status', next === 'active' ? '' : next)}>
        <Tabs.List aria-label="Which jobs">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.value === status ? (
              <QueryView
                query={jobs}
                what="the jobs"
                isEmpty={(data) => data.results.length === 0}
                empty={{
                  title: status === 'applied' ? 'No applications yet' : 'No job matches',
                  description:
                    status === 'applied'
                      ? 'Jobs you apply for show here with where your application stands.'
                      : 'Try other words or fewer filters.',
                  action: (
                    <Link as={RouterLink} to="/jobs">
                      Show every open job
                    </Link>
                  ),
                }}
              >
                {(data) => (
                  <Box display="flex" flexDirection="column" gap="medium">
                    <p role="status" aria-label="Jobs found">
                      {data.count} {data.count === 1 ? 'job' : 'jobs'}
                      {value('search') ? ` for “${value('search')}”` : ''}
                    </p>
                    <ul
                      aria-label={tab.label}
                      style={{
                        listStyle: 'none',
                        padding: 0,
                        margin: 0,
                        display: 'grid',
                        gap: '1rem',
                        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
                      }}
                    >
                      {data.results.map((job) => (
                        <li key={job.id}>
                          <Card as="article" title={job.title} headingLevel={2}>
                            <Box display="flex" flexDirection="column" gap="small">
                              <span>{job.company_name}</span>
                              <Box display="flex" gap="xsmall" flexWrap="wrap">
                                <Badge tone="neutral">{labelOf(EMPLOYMENT_TYPES, job.employment_type)}</Badge>
                                {job.application_status ? (
                                  <Badge tone={STATUS_TONE[job.application_status]}>
                                    {STATUS_LABEL[job.application_status]}
                                  </Badge>
                                ) : null}
                              </Box>
                              <Box display="flex" flexDirection="column" gap="xsmall">
                                <span>{placesText(job)}</span>
                                <span>{salaryText(job.salary)}</span>
                                <span>{experienceText(job.experience)}</span>
                                <span>{`Apply by ${jobDateText(job.last_apply_date)}`}</span>
                              </Box>
                              <Link as={RouterLink} to={`/jobs/${job.id}`}>
                                {`View ${job.title}`}
                              </Link>
                            </Box>
                          </Card>
                        </li>
                      ))}
                    </ul>
                    {data.count > PAGE_SIZE ? (
                      <Pagination
                        page={page}
                        pageCount={Math.ceil(data.count / PAGE_SIZE)}
                        label="Job pages"
                        onPageChange={setPage}
                      />
                    ) : null}
                  </Box>
                )}
              </QueryView>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
