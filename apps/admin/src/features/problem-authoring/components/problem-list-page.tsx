import { isApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime, JUDGE_LANGUAGES } from '@learnforge/domain';
import { Badge, Box, Button, Card, Link, Pagination, Select, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { TableScrollRegion } from '../../../shared/table-scroll-region';

const PAGE_SIZE = 20;
const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);

function NewProblemForm() {
  const add = useApiMutation('admin-problem-add');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [statement, setStatement] = useState('');
  const [difficulty, setDifficulty] = useState<'basic' | 'easy' | 'medium' | 'hard'>('easy');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setMessage(null);
    try {
      const created = await add.trigger({
        body: {
          title,
          slug: slug || slugOf(title),
          statement,
          input_format: '',
          output_format: '',
          constraints: '',
          difficulty,
          tags: [],
          company_tags: [],
          languages: [...JUDGE_LANGUAGES],
          driver_code: {},
          is_public: true,
          memory_limit_mb: 256,
          reference_solutions: {},
        },
      });
      navigate(`/problem/${created.id}/`);
    } catch (error) {
      if (isApiError(error)) setErrors({ ...error.fields });
      setMessage(error instanceof Error ? error.message : 'The problem could not be created.');
    }
  };

  return (
    <Card as="section" title="New problem" headingLevel={2}>
      <form onSubmit={submit} aria-label="New problem">
        <Box display="flex" flexDirection="column" gap="small">
          <TextField
            label="Title"
            required
            value={title}
            error={errors.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
          <TextField
            label="Slug"
            hint={`Lower-case letters, digits and dashes; empty means "${slugOf(title) || 'from the title'}".`}
            value={slug}
            error={errors.slug}
            onChange={(e) => setSlug(e.currentTarget.value)}
          />
          <Select
            label="Difficulty"
            options={['basic', 'easy', 'medium', 'hard'].map((value) => ({ value, label: value }))}
            value={difficulty}
            onChange={(e) => setDifficulty(e.currentTarget.value as typeof difficulty)}
          />
          <TextArea
            label="Statement (Markdown)"
            required
            value={statement}
            error={errors.statement}
            onChange={(e) => setStatement(e.currentTarget.value)}
          />
          <Box>
            <Button type="submit" loading={add.isMutating}>
              Create draft
            </Button>
          </Box>
          {message ? <p role="alert">{message}</p> : null}
        </Box>
      </form>
    </Card>
  );
}

export function ProblemListPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const list = useApi('x-admin-problems-list', { query: { page, ...(search ? { search } : {}) } });
  const rows = list.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="small">
        <h1>Problems</h1>
        <Link as={RouterLink} to="/problem/revisions">
          Revision queue
        </Link>
      </Box>
      <search>
        <form
          aria-label="Search problems"
          onSubmit={(event) => {
            event.preventDefault();
            setParams(draft ? { search: draft } : {});
          }}
        >
          <Box display="flex" gap="small" alignItems="flex-end">
            <TextField
              label="Search by title or slug"
              value={draft}
              onChange={(e) => setDraft(e.currentTarget.value)}
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </Box>
        </form>
      </search>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      {list.data && rows.length === 0 ? <p>No problems match.</p> : null}
      {rows.length > 0 ? (
        <TableScrollRegion label="Problems">
          <table>
            <caption>{list.data?.count} problems</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Difficulty</th>
                <th scope="col">Status</th>
                <th scope="col">Lock</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link as={RouterLink} to={`/problem/${row.id}/`}>
                      {row.title}
                    </Link>
                  </th>
                  <td>{row.difficulty}</td>
                  <td>
                    <Badge tone={row.status === 'published' ? 'positive' : 'neutral'}>{row.status}</Badge>
                  </td>
                  <td>{row.locked_by ? `Locked by ${row.locked_by}` : 'Free'}</td>
                  <td>{formatDateTime(row.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      ) : null}
      {list.data && list.data.count > PAGE_SIZE ? (
        <Pagination
          page={page}
          pageCount={Math.ceil(list.data.count / PAGE_SIZE)}
          onPageChange={(next) => setParams({ ...(search ? { search } : {}), page: String(next) })}
        />
      ) : null}
      <NewProblemForm />
    </Box>
  );
}

export function ProblemListRoute() {
  return (
    <RequireRole roles={AREA_ROLES.problemAuthoring}>
      <ProblemListPage />
    </RequireRole>
  );
}
