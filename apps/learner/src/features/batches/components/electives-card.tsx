import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { Box, Button, Card, ConfirmDialog, Link, Tag } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The batch's elective courses (ADR 0086): a learner chooses up to the batch's allowance from the course's
 * electives, and a choice is final, so each asks to confirm. Staff see the list without choosing.
 */
export function ElectivesCard({ slug, batchName }: { slug: string; batchName: string }) {
  const electives = useApi('batch-elective-courses', { query: { batch_slug: slug } });
  const add = useApiMutation('batch-elective-course-add');
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const choose = async (courseId: number) => {
    setSaid(null);
    try {
      const answer = await add.trigger({ body: { batch_slug: slug, course_ids: [courseId] } });
      setSaid({ text: answer.message, refused: false });
      await electives.mutate();
    } catch (error) {
      const refused = formErrorsOf(error, ['course_ids'] as const);
      setSaid({ text: [refused.form, refused.fields.course_ids].filter(Boolean).join(' '), refused: true });
    }
  };
  return (
    <Card as="section" title="Elective courses" headingLevel={2}>
      <QueryView query={electives} what="the elective courses" refusedInPlace>
        {(data) => {
          const chosen = data.results.filter((course) => course.is_selected).length;
          const full = chosen >= data.max_electives;
          return (
            <Box display="flex" flexDirection="column" gap="medium">
              <p>
                {data.can_choose
                  ? `Choose up to ${data.max_electives} of these courses alongside ${batchName}; you have chosen ${chosen}. Choices are final.`
                  : `Learners of ${batchName} choose up to ${data.max_electives} of these courses.`}
              </p>
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="small"
                style={{ listStyle: 'none', padding: 0 }}
                aria-label="Elective courses"
              >
                {data.results.map((course) => (
                  <Box
                    as="li"
                    key={course.course_id}
                    display="flex"
                    gap="small"
                    alignItems="center"
                    flexWrap="wrap"
                  >
                    <Link as={RouterLink} to={`/courses/${course.course_slug}`}>
                      {course.course_name}
                    </Link>
                    {course.is_selected ? <Tag tone="positive">Chosen</Tag> : null}
                    {data.can_choose && !course.is_selected && !full ? (
                      <ConfirmDialog
                        title={`Choose ${course.course_name}?`}
                        description={`Electives cannot be changed once chosen. You can choose ${data.max_electives - chosen} more.`}
                        confirmLabel="Choose"
                        trigger={
                          <Button variant="outline" size="small">
                            Choose {course.course_name}
                          </Button>
                        }
                        onConfirm={() => choose(course.course_id)}
                      />
                    ) : null}
                  </Box>
                ))}
              </Box>
              {said ? <p role={said.refused ? 'alert' : 'status'}>{said.text}</p> : null}
            </Box>
          );
        }}
      </QueryView>
    </Card>
  );
}
