import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, Card, Link, Select, TextField } from '@learnforge/ui';
import { useState } from 'react';

const FEATURE_FIELDS = ['name', 'description'] as const;

/** Course features: the catalogue (add, edit, order) and the features on this course, in order. */
export function FeaturesPanel({ courseId }: { courseId: number }) {
  const catalogue = useApi('course-features-list');
  const attached = useApi('course-feature-get', { path: { id: courseId } });
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const attach = useApiMutation('course-feature-edit-post', { notify: false });
  const detach = useApiMutation('course-feature-edit-delete', { notify: false });
  const add = useApiMutation('course-features-add', { notify: false });
  const update = useApiMutation('course-features-update', { notify: false });
  const reorder = useApiMutation('course-features-order-update', { notify: false });
  const [choice, setChoice] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  // Refusals of the catalogue form and the feature choice are shown beside their fields; moves
  // and removals have no field, so theirs are said under the panel.
  const saveError = editing === null ? add.error : update.error;
  const formErrors = saveError ? formErrorsOf(saveError, FEATURE_FIELDS) : null;
  const attachErrors = attach.error ? formErrorsOf(attach.error, ['feature'] as const) : null;
  const panelError = detach.error ?? reorder.error ?? (attachErrors?.form ? attach.error : undefined);

  const onCourse = attached.data?.results ?? [];
  const all = catalogue.data?.results ?? [];
  const available = all.filter((feature) => !onCourse.some((own) => own.id === feature.id));
  const quietly = (promise: Promise<unknown>) => promise.catch(() => undefined);

  const moveOnCourse = async (index: number, by: -1 | 1) => {
    const order = onCourse.map((feature) => feature.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    // Each post places one feature at its index; the server moves the others down, so the last post settles the order.
    for (const [position, feature] of order.entries())
      await attach.trigger({ path: { id: courseId }, body: { feature, order: position } });
  };
  const moveInCatalogue = async (index: number, by: -1 | 1) => {
    const order = all.map((feature) => feature.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    await reorder.trigger({ body: { order: order.map((id, position) => ({ id, order: position })) } });
  };

  return (
    <Card as="section" title="Course features">
      <Box display="grid" gap="medium">
        <ol aria-label="Features on this course">
          {onCourse.map((feature, index) => (
            <li key={feature.id}>
              <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                <strong>{feature.name}</strong>
                <span>{feature.description}</span>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => quietly(moveOnCourse(index, -1))}
                >
                  Move {feature.name} up
                </Button>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  disabled={index === onCourse.length - 1}
                  onClick={() => quietly(moveOnCourse(index, 1))}
                >
                  Move {feature.name} down
                </Button>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  tone="critical"
                  onClick={() =>
                    quietly(detach.trigger({ path: { id: courseId }, body: { feature_id: feature.id } }))
                  }
                >
                  Remove {feature.name}
                </Button>
              </Box>
            </li>
          ))}
        </ol>
        {onCourse.length === 0 ? <p>No features on this course yet.</p> : null}
        <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
          <Select
            label="Feature to add"
            placeholder="Choose a feature"
            value={choice}
            onChange={(event) => setChoice(event.currentTarget.value)}
            error={attachErrors?.fields.feature}
            options={available.map((feature) => ({ value: String(feature.id), label: feature.name }))}
          />
          <Button
            type="button"
            disabled={!choice}
            loading={attach.isMutating}
            onClick={async () => {
              const added = await quietly(
                attach.trigger({ path: { id: courseId }, body: { feature: Number(choice) } }),
              );
              if (added !== undefined) setChoice('');
            }}
          >
            Add feature to course
          </Button>
        </Box>

        <h3>Feature catalogue</h3>
        <ol aria-label="Feature catalogue">
          {all.map((feature, index) => (
            <li key={feature.id}>
              <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                <span>{feature.name}</span>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => quietly(moveInCatalogue(index, -1))}
                >
                  Move {feature.name} earlier in the catalogue
                </Button>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  disabled={index === all.length - 1}
                  onClick={() => quietly(moveInCatalogue(index, 1))}
                >
                  Move {feature.name} later in the catalogue
                </Button>
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  onClick={() => {
                    setEditing(feature.id);
                    setName(feature.name);
                    setDescription(feature.description);
                  }}
                >
                  Edit {feature.name}
                </Button>
                <Link href={`/dashboard-next/edit-history/course_feature/${feature.id}`}>
                  History of {feature.name}
                </Link>
              </Box>
            </li>
          ))}
        </ol>
        <form
          aria-label={editing === null ? 'New catalogue feature' : 'Edit catalogue feature'}
          onSubmit={async (event) => {
            event.preventDefault();
            const body = { name, description };
            const done = await quietly(
              editing === null
                ? add.trigger({ body })
                : update.trigger({ path: { id: editing }, body }).then(() => attached.mutate()),
            );
            // A refused save keeps what was typed, with the reason beside the field.
            if (done === undefined) return;
            setEditing(null);
            setName('');
            setDescription('');
          }}
        >
          <Box display="grid" gap="small">
            <TextField
              label="Feature name"
              required
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={formErrors?.fields.name}
            />
            <TextField
              label="Feature description"
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              error={formErrors?.fields.description}
            />
            {formErrors?.form ? <p role="alert">{formErrors.form}</p> : null}
            <div>
              <Button type="submit" loading={add.isMutating || update.isMutating}>
                {editing === null ? 'Add to catalogue' : 'Save feature'}
              </Button>
            </div>
          </Box>
        </form>
        {panelError ? <p role="alert">{panelError.message}</p> : null}
      </Box>
    </Card>
  );
}
