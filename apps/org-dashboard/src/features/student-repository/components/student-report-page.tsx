import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, ChartLine, Link, ReportTable, Select, StatCard, SubHeader, Switch } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { useDashboardTitle } from '../../../shared/dashboard-meta';
import { formatMinutes, formatNumber } from '../../../shared/format';
import type { Columns } from '../../../shared/report-columns';
import { useDashboardHref, useUrlState } from '../../../shared/url-state';
import { ProctoringTimeline } from './proctoring-timeline';

interface Comparison {
  figure: string;
  student: number;
  peers: number;
}

const FIGURES = [
  ['problem_score', 'Problem score'],
  ['quiz_score', 'Quiz score'],
  ['contest_score', 'Contest score'],
  ['articles_count', 'Articles'],
  ['problems_count', 'Batch problems solved'],
  ['quizzes_count', 'Quizzes'],
  ['contests_count', 'Contests'],
] as const;

/** A student's report card and how they compare with their peers (002 §2). */
export function StudentReportPage({ handle }: { handle: string }) {
  const href = useDashboardHref();
  const report = useApi('org-user-report', { path: { userHandle: handle } });
  useDashboardTitle(report.data?.user.name);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Link as={RouterLink} to={href('/student-repository')}>
        Back to the user repository
      </Link>
      <QueryView query={report} what="the report card">
        {(data) => (
          <Box display="flex" flexDirection="column" gap="large">
            <SubHeader
              title={data.user.name}
              description={`${data.user.email} · @${data.user.handle}`}
              headingLevel={2}
            />
            <section aria-labelledby="report-card">
              <h3 id="report-card">Report card</h3>
              <Box display="flex" gap="medium" flexWrap="wrap">
                {/* Two different counts, named so neither reads as the other: every practice problem
                    the student has solved anywhere on Learnforge, and the problems of their batches
                    they solved (summed over batches). */}
                <StatCard
                  label="Practice problems solved, all of Learnforge"
                  value={formatNumber(data.problems_solved)}
                />
                <StatCard label="Streak" value={`${formatNumber(data.streak)} days`} />
                <StatCard label="Progress" value={`${Math.round(data.progress)}%`} />
                <StatCard label="Problem score" value={formatNumber(data.scores.problem_score)} />
                <StatCard label="Quiz score" value={formatNumber(data.scores.quiz_score)} />
                <StatCard label="Contest score" value={formatNumber(data.scores.contest_score)} />
              </Box>
              <Box display="flex" gap="medium" flexWrap="wrap" marginTop="medium">
                <StatCard
                  label="Live classes"
                  value={`${formatNumber(data.durations.live_count)} · ${formatMinutes(data.durations.live_duration_minutes)}`}
                />
                <StatCard
                  label="Recorded videos"
                  value={`${formatNumber(data.durations.recorded_count)} · ${formatMinutes(data.durations.recorded_duration_minutes)}`}
                />
                <StatCard
                  label="Pre-recorded videos"
                  value={`${formatNumber(data.durations.prerecorded_count)} · ${formatMinutes(data.durations.prerecorded_duration_minutes)}`}
                />
                <StatCard label="Articles" value={formatNumber(data.counts.articles_count)} />
                <StatCard
                  label="Batch problems solved, all batches"
                  value={formatNumber(data.counts.problems_count)}
                />
                <StatCard label="Quizzes" value={formatNumber(data.counts.quizzes_count)} />
                <StatCard label="Contests" value={formatNumber(data.counts.contests_count)} />
              </Box>
            </section>
            <PeerAnalysis handle={handle} name={data.user.name} batches={data.batches} />
            <ProctoringTimeline handle={handle} />
          </Box>
        )}
      </QueryView>
    </Box>
  );
}

const comparisonColumns: Columns<Comparison> = [
  { id: 'figure', header: 'Figure', accessorFn: (row) => row.figure, enableSorting: false, size: 180 },
  {
    id: 'student',
    header: 'Student',
    accessorFn: (row) => row.student,
    cell: (info) => formatNumber(info.getValue<number>()),
    enableSorting: false,
  },
  {
    id: 'peers',
    header: 'Peers average',
    accessorFn: (row) => row.peers,
    cell: (info) => formatNumber(info.getValue<number>()),
    enableSorting: false,
  },
];

function PeerAnalysis({
  handle,
  name,
  batches,
}: {
  handle: string;
  name: string;
  batches: { slug: string; name: string }[];
}) {
  const url = useUrlState();
  const mode = url.get('mode') === 'peer-mode' ? 'peer-mode' : 'student-mode';
  const batch = batches.some((candidate) => candidate.slug === url.get('batch')) ? url.get('batch') : '';
  const analysis = useApi('org-peer-analysis', {
    path: { userHandle: handle },
    query: { mode, ...(batch ? { batch_slug: batch } : {}) },
  });
  const comparison = analysis.data;
  const rows: Comparison[] = comparison
    ? FIGURES.map(([key, figure]) => ({
        figure,
        student: comparison.user[key],
        peers: comparison.peers_average[key],
      }))
    : [];
  return (
    <section aria-labelledby="peer-analysis">
      <h3 id="peer-analysis">Peer analysis</h3>
      <Box display="flex" gap="large" alignItems="flex-end" flexWrap="wrap" marginBottom="medium">
        <Switch
          label="Peer mode"
          checked={mode === 'peer-mode'}
          onCheckedChange={(checked) => url.set({ mode: checked ? 'peer-mode' : null })}
        />
        <Select
          label="Compare within"
          size="small"
          value={batch}
          options={[
            { value: '', label: 'Every batch' },
            ...batches.map((candidate) => ({ value: candidate.slug, label: candidate.name })),
          ]}
          onChange={(event) => url.set({ batch: event.target.value || null })}
        />
      </Box>
      <p>
        {mode === 'peer-mode'
          ? 'Compared with students of the same institute, degree, branch and section.'
          : 'Compared with every other student in scope.'}
      </p>
      <QueryView query={analysis} what="the peer analysis">
        {() => (
          <Box display="flex" flexDirection="column" gap="medium">
            <ChartLine
              title={`${name} compared with peers`}
              labelHeader="Figure"
              labels={rows.map((row) => row.figure)}
              series={[
                { name, values: rows.map((row) => row.student) },
                { name: 'Peers average', values: rows.map((row) => row.peers) },
              ]}
            />
            <ReportTable<Comparison>
              caption="Student and peers"
              columns={comparisonColumns}
              data={rows}
              getRowId={(row) => row.figure}
              height={320}
              showColumnMenu={false}
            />
          </Box>
        )}
      </QueryView>
    </section>
  );
}

/** The route `student-repository/students/:handle`. */
export function StudentReportRoute() {
  return <StudentReportPage handle={useParams().handle ?? ''} />;
}
