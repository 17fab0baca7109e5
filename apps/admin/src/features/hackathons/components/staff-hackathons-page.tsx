import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Card, type ColumnDef, Link, ReportTable, SubHeader } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';

type StaffHackathon = ResponseOf<'x-hackathons-staff-list'>['results'][number];

const columns: ColumnDef<StaffHackathon, string>[] = [
  {
    id: 'name',
    header: 'Hackathon',
    accessorFn: (row) => row.name,
    cell: (info) => (
      <Link as={RouterLink} to={`/hackathons/${info.row.original.slug}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  { id: 'starts', header: 'Starts', accessorFn: (row) => formatDateTime(row.starts_at) },
  { id: 'ends', header: 'Ends', accessorFn: (row) => formatDateTime(row.ends_at) },
  { id: 'teams', header: 'Teams', accessorFn: (row) => String(row.teams_count) },
  { id: 'submissions', header: 'Submissions', accessorFn: (row) => String(row.submissions_count) },
  { id: 'published', header: 'Published', accessorFn: (row) => (row.published ? 'Yes' : 'Draft') },
];

/** `/hackathons`: every hackathon, drafts too, with its teams and submissions (001 §7 Hackathon, organisers). */
function StaffHackathons() {
  const list = useApi('x-hackathons-staff-list', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader title="Hackathons" headingLevel={1} description="Teams, submissions, judging and results." />
      <div>
        <Link as={RouterLink} to="/hackathons/new" weight="strong">
          Create a hackathon
        </Link>
      </div>
      <ReportTable<StaffHackathon>
        caption="Hackathons"
        hideCaption
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => row.slug}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage="No hackathons yet."
      />
    </Box>
  );
}

/** `/hackathons/:slug`: the hackathon's rounds, each with its judging page, and the CSV downloads. */
function StaffHackathon({ slug }: { slug: string }) {
  const client = useApiClient();
  const editor = useApi('hackathon-editor-steps-get', { path: { slug } });
  const name = editor.data?.values.basic.name;
  useStaffTitle(name);
  return (
    <QueryView query={editor} what="the hackathon">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="large">
          <SubHeader
            title={data.values.basic.name}
            headingLevel={1}
            description={`${formatDateTime(data.values.basic.starts_at)} to ${formatDateTime(data.values.basic.ends_at)}${data.values.basic.published ? '' : ' (draft, not shown to learners)'}`}
          />
          <Link as={RouterLink} to={`/hackathons/${slug}/edit`}>
            {`Edit ${data.values.basic.name}`}
          </Link>
          <Card title="Rounds" as="section" headingLevel={2}>
            {data.values.rounds.length === 0 ? (
              <p>No rounds yet.</p>
            ) : (
              <ul>
                {data.values.rounds.map((round) => (
                  <li key={round.id}>
                    <Link as={RouterLink} to={`/hackathons/${slug}/rounds/${round.id}`}>
                      Judge {round.name}
                    </Link>
                    {`: deadline ${formatDateTime(round.ends_at)}`}
                    {round.results_published_at ? ', results published' : ''}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card title="Downloads" as="section" headingLevel={2}>
            <Box display="flex" flexDirection="column" gap="small">
              {(['participants', 'teams', 'submissions'] as const).map((type) => (
                <Link
                  key={type}
                  href={client.url('hackathon-csv-download', { path: { slug }, query: { type } })}
                  download
                >
                  {`Download the ${type} of ${data.values.basic.name} (CSV)`}
                </Link>
              ))}
            </Box>
          </Card>
        </Box>
      )}
    </QueryView>
  );
}

export function StaffHackathonsRoute() {
  return (
    <RequireRole roles={AREA_ROLES.hackathons}>
      <StaffHackathons />
    </RequireRole>
  );
}

export function StaffHackathonRoute() {
  const slug = useParams().slug ?? '';
  return (
    <RequireRole roles={AREA_ROLES.hackathons}>
      <StaffHackathon key={slug} slug={slug} />
    </RequireRole>
  );
}
