import { isApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole, UnsavedChangesGuard } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Box, Button, Card, SubHeader } from '@learnforge/ui';
import { useRef, useState } from 'react';

type Section = ResponseOf<'x-section-ordering'>['sections'][number];

/** `/dashboard-next/section-ordering`: course admins put the course home's sections in order (001 §6). */
export function SectionOrderingRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <SectionOrderingPage />
    </RequireRole>
  );
}

export function SectionOrderingPage() {
  const saved = useApi('x-section-ordering', { query: { page: 'home' } });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Course home sections"
        description="The order of the sections on the course home (/courses). A section without a public course is left off the page until it has one."
        headingLevel={1}
      />
      <QueryView query={saved} what="the section order">
        {(data) => <OrderEditor saved={data.sections} />}
      </QueryView>
    </Box>
  );
}

function OrderEditor({ saved }: { saved: Section[] }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const save = useApiMutation('courses-dash-section-ordering', { notify: false });
  const [sections, setSections] = useState(saved);
  const [done, setDone] = useState('');
  const [refusals, setRefusals] = useState<{ form: string | null; rows: Record<string, string> }>({
    form: null,
    rows: {},
  });
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const changed = sections.some((section, index) => section.key !== saved[index]?.key);

  /** Moves a section one place and keeps focus on the same button of that section, where the person is. */
  const move = (index: number, by: -1 | 1, which: 'up' | 'down') => {
    const next = [...sections];
    const [section] = next.splice(index, 1);
    next.splice(index + by, 0, section!);
    setSections(next);
    setDone('');
    const edge = index + by === 0 || index + by === next.length - 1;
    // At the top (or bottom) that button is gone; the other one of the row takes the focus.
    const target = edge ? (which === 'up' ? 'down' : 'up') : which;
    requestAnimationFrame(() => buttons.current.get(`${section!.key}:${target}`)?.focus());
  };

  const onSave = async () => {
    setDone('');
    setRefusals({ form: null, rows: {} });
    try {
      const answer = await save.trigger({
        body: { page: 'home', sections: sections.map((section, order) => ({ key: section.key, order })) },
      });
      setDone(
        `Saved. The course home now starts with ${sections.find((s) => s.key === answer.sections[0]?.key)?.title ?? 'the first section'}.`,
      );
    } catch (error) {
      const refused = formErrorsOf(error, []);
      // The server names a refused row by its place (`sections.3.key`): say it beside that row.
      const rows: Record<string, string> = {};
      const fields = isApiError(error) ? error.fields : {};
      for (const [field, message] of Object.entries(fields)) {
        const index = Number(field.split('.')[1]);
        const key = sections[index]?.key;
        if (key) rows[key] = message;
      }
      setRefusals({ form: Object.keys(rows).length ? null : refused.form, rows });
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <UnsavedChangesGuard unsaved={changed && !save.isMutating} what="the section order" />
      <Box
        as="ol"
        aria-label="Course home sections, in order"
        display="flex"
        flexDirection="column"
        gap="small"
        style={{ padding: 0, margin: 0, listStyle: 'none' }}
      >
        {sections.map((section, index) => (
          <Card key={section.key} as="li" headingLevel={2} title={`${index + 1}. ${section.title}`}>
            <Box display="flex" flexDirection="column" gap="small">
              <p style={{ margin: 0 }}>
                {section.course_count === 0
                  ? 'No public course yet: not shown.'
                  : `${section.course_count} public ${section.course_count === 1 ? 'course' : 'courses'}.`}
              </p>
              <Box display="flex" gap="small" flexWrap="wrap">
                {index > 0 ? (
                  <Button
                    size="small"
                    variant="outline"
                    ref={(element) => {
                      buttons.current.set(`${section.key}:up`, element);
                    }}
                    onClick={() => move(index, -1, 'up')}
                    aria-label={`Move ${section.title} up`}
                  >
                    Move up
                  </Button>
                ) : null}
                {index < sections.length - 1 ? (
                  <Button
                    size="small"
                    variant="outline"
                    ref={(element) => {
                      buttons.current.set(`${section.key}:down`, element);
                    }}
                    onClick={() => move(index, 1, 'down')}
                    aria-label={`Move ${section.title} down`}
                  >
                    Move down
                  </Button>
                ) : null}
              </Box>
              {refusals.rows[section.key] ? <p role="alert">{refusals.rows[section.key]}</p> : null}
            </Box>
          </Card>
        ))}
      </Box>
      {refusals.form ? <p role="alert">{refusals.form}</p> : null}
      <p role="status">{done}</p>
      <Box display="flex" gap="small" flexWrap="wrap">
        <Button onClick={onSave} loading={save.isMutating}>
          Save the order
        </Button>
        <Button variant="outline" onClick={() => setSections(saved)} disabled={!changed}>
          Undo changes
        </Button>
      </Box>
    </Box>
  );
}
