import type { ResponseOf } from '@learnforge/api-client';
import { useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Box, Button, FileUpload } from '@learnforge/ui';
import { visuallyHidden } from '@learnforge/ui/css';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormNumberField, FormSection, FormTextArea, FormTextField } from '../../../shared/form-fields';

type Values = ResponseOf<'hackathon-editor-steps-get'>['values'];
type Section = Values['sections'][number];
type SectionValues = Omit<Section, 'id'>;

const SECTION_FIELDS = ['title', 'body', 'order'] as const;
const sectionField = (field: string) =>
  (SECTION_FIELDS as readonly string[]).includes(field) ? (field as keyof SectionValues) : null;

/** One section's form: a saved one is changed or deleted, a new one added; refusals land beside their field. */
function SectionForm({ slug, section, next }: { slug: string; section: Section | null; next: number }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const add = useApiMutation('hackathon-sections-add', { notify: false });
  const update = useApiMutation('hackathon-sections-update', { notify: false });
  const remove = useApiMutation('hackathon-sections-delete', { notify: false });
  const empty = { title: '', body: '', order: next };
  const form = useForm<SectionValues>({
    defaultValues: section ? { title: section.title, body: section.body, order: section.order } : empty,
  });
  const { formError, setFormError, refuse } = useServerRefusals(form, sectionField);
  const [said, setSaid] = useState<string | null>(null);
  const name = section ? `Section ${section.title}` : 'New section';
  const submit = form.handleSubmit(async (values) => {
    setSaid(null);
    setFormError(null);
    const body = { ...values, order: Number(values.order) };
    try {
      if (section) {
        await update.trigger({ path: { slug, sectionId: section.id }, body });
        form.reset(body);
        setSaid('Section saved.');
      } else {
        await add.trigger({ path: { slug }, body });
        form.reset({ ...empty, order: next + 1 });
        setSaid(`Section ${body.title} added.`);
      }
    } catch (error) {
      refuse(error);
    }
  });
  const onDelete = async () => {
    if (!section) return;
    setSaid(null);
    setFormError(null);
    try {
      await remove.trigger({ path: { slug, sectionId: section.id } });
    } catch (error) {
      refuse(error);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Box display="grid" gap="small">
        <FormTextField form={form} name="title" label="Section title" />
        <FormTextArea
          form={form}
          name="body"
          label="Section text"
          rows={5}
          hint="Markdown: headings, lists, links. Scripts and raw HTML are removed when shown."
        />
        <FormNumberField form={form} name="order" label="Position" hint="Smaller numbers come first." />
        {formError ? <p role="alert">{formError}</p> : null}
        {said ? <p role="status">{said}</p> : null}
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="submit" loading={add.isMutating || update.isMutating}>
            {section ? 'Save the section' : 'Add the section'}
          </Button>
          {section ? (
            <Button
              type="button"
              variant="outline"
              tone="critical"
              loading={remove.isMutating}
              onClick={onDelete}
            >
              {`Delete the section ${section.title}`}
            </Button>
          ) : null}
        </Box>
      </Box>
    </form>
  );
}

/** The page's sections (about, rules, judging): each saved on its own, in the order of their position. */
export function SectionsPanel({ slug, sections }: { slug: string; sections: Values['sections'] }) {
  const next = sections.reduce((highest, section) => Math.max(highest, section.order + 1), 0);
  return (
    <FormSection title="Sections">
      {sections.length === 0 ? <p>No sections yet: add the first one below.</p> : null}
      {sections.map((section) => (
        <SectionForm key={section.id} slug={slug} section={section} next={next} />
      ))}
      <SectionForm key="new" slug={slug} section={null} next={next} />
    </FormSection>
  );
}

/** 2 MB, the server's image cap; the server reads the type from the bytes again. */
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = ['.png', '.jpg', '.jpeg', '.webp'] as const;

/** Images for the page: uploaded (typed by their bytes on the server), shown with the address to use, deleted. */
export function ImagesPanel({ slug, images }: { slug: string; images: Values['images'] }) {
  const client = useApiClient();
  const remove = useApiMutation('hackathon-image-delete', { notify: false });
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [sending, setSending] = useState<{ file: File; progress: number } | null>(null);
  const send = async (file: File) => {
    setError(null);
    setSaid(null);
    setSending({ file, progress: 0 });
    try {
      // The bar follows the bytes sent (XMLHttpRequest's upload events); the editor's steps refresh after it.
      await client.call(
        'hackathon-image-upload',
        { path: { slug }, body: { image: file } },
        {
          onUploadProgress: ({ sent, total }) =>
            setSending({ file, progress: total ? Math.round((sent / total) * 100) : 0 }),
          notify: false,
        },
      );
      setSaid(`Uploaded ${file.name}.`);
    } catch (failure) {
      const refused = formErrorsOf(failure, ['image']);
      setError(refused.fields.image ?? refused.form);
    } finally {
      setSending(null);
    }
  };
  const onDelete = async (image: Values['images'][number], index: number) => {
    setError(null);
    setSaid(null);
    try {
      await remove.trigger({ path: { slug, imageId: image.id } });
      setSaid(`Image ${index + 1} deleted.`);
    } catch (failure) {
      setError(formErrorsOf(failure, []).form);
    }
  };
  const status = sending
    ? `Uploading ${sending.file.name}: ${Math.floor(sending.progress / 25) * 25}% sent.`
    : (said ?? '');
  return (
    <FormSection title="Images">
      <FileUpload
        label="Upload an image"
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        hint="PNG, JPEG or WebP. Use its address as the banner or in a section's text."
        onFilesAccepted={(files) => {
          if (files[0]) void send(files[0]);
        }}
        items={
          sending
            ? [
                {
                  id: 'sending',
                  name: sending.file.name,
                  size: sending.file.size,
                  status: 'uploading',
                  progress: sending.progress,
                },
              ]
            : []
        }
        error={error ?? undefined}
      />
      {/*
        Always in the page, so screen readers hear what changes in it: the upload in quarters (not every progress
        event, which would talk over everything), then its outcome. Hidden while it has nothing to say, so it
        leaves no gap.
      */}
      <p role="status" className={status ? undefined : visuallyHidden}>
        {status}
      </p>
      {images.length === 0 ? (
        <p>No images yet.</p>
      ) : (
        <Box
          as="ul"
          display="grid"
          gap="medium"
          aria-label="Uploaded images"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {images.map((image, index) => (
            <Box as="li" key={image.id} display="flex" gap="small" alignItems="center" flexWrap="wrap">
              <img
                src={image.url}
                alt={`Upload ${index + 1}`}
                width={96}
                height={64}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
              {/* The address to paste as the banner or into a section's Markdown; long ones wrap. */}
              <code style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>{image.url}</code>
              <Button
                type="button"
                size="small"
                variant="outline"
                tone="critical"
                onClick={() => void onDelete(image, index)}
              >
                {`Delete image ${index + 1}`}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </FormSection>
  );
}
