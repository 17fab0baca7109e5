import { Box, Checkbox, Select, TextArea, TextField } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { EditorTabs } from '../utils/editor-types';
import { fromCommas, fromLocalInput, toLocalInput } from '../utils/text-lists';
import { SaveBar } from './save-bar';
import { useTabSave } from './use-tab-save';

type Intro = EditorTabs['course-intro'];

const DATE_FIELDS = [
  'course_publish_date',
  'expiry_date',
  'urgency_start_time',
  'urgency_end_time',
  'free_doubt_support_expiry_date',
] as const;
const LINK_FIELDS = [
  'redirection_url',
  'intro_video_link',
  'broucher_link',
  'syllabus_pdf',
  'email_content_redirection_link',
  'course_redirection_slug',
  'payment_deep_link',
  'doubt_assistance_banner',
] as const;
const LIST_FIELDS = ['skills', 'live_classes_batches', 'scheduler_batches', 'notes_batches'] as const;
const FLAGS = [
  ['course_for_kids', 'Course for kids'],
  ['auto_registration', 'Auto registration'],
  ['has_doubt_assistance', 'Has doubt assistance'],
  ['show_kapture_chat_box', 'Show the chat box'],
  ['show_placement_assistance_banner', 'Show the placement assistance banner'],
  ['show_mentor_rating', 'Show mentor rating'],
  ['show_all_live_classes', 'Show all live classes'],
  ['show_notes_tab', 'Show the notes tab'],
  ['is_payment_qrcode_generated', 'Payment QR code generated'],
  ['has_scheduler', 'Has scheduler'],
] as const;

const CODE_FIELDS = ['course_type', 'listing_type', 'course_fee_type'] as const;
type TextFields =
  | (typeof DATE_FIELDS)[number]
  | (typeof LINK_FIELDS)[number]
  | (typeof LIST_FIELDS)[number]
  | (typeof CODE_FIELDS)[number];

/** Dates, links, lists and codes are edited as text and converted on save. */
type Form = Omit<Intro, TextFields | 'default_testimonial'> &
  Record<TextFields, string> & {
    seats_left_text: string;
    testimonial: { name: string; achievements: string; content: string };
  };

function toForm(intro: Intro): Form {
  const form = { ...intro } as unknown as Form & Record<string, unknown>;
  for (const field of DATE_FIELDS) form[field] = toLocalInput(intro[field]);
  for (const field of LINK_FIELDS) form[field] = intro[field] ?? '';
  for (const field of LIST_FIELDS) form[field] = intro[field].join(', ');
  // Selects hold strings; the codes go back to numbers on save.
  for (const field of CODE_FIELDS) form[field] = String(intro[field]);
  form.seats_left_text = intro.seats_left === null ? '' : String(intro.seats_left);
  form.testimonial = intro.default_testimonial ?? { name: '', achievements: '', content: '' };
  const loose = form as Record<string, unknown>;
  delete loose.default_testimonial;
  delete loose.seats_left;
  return form;
}

function fromForm(form: Form): Intro {
  const { seats_left_text, testimonial, ...rest } = form;
  const intro = { ...rest } as unknown as Record<string, unknown>;
  for (const field of DATE_FIELDS) intro[field] = fromLocalInput(form[field]);
  for (const field of LINK_FIELDS) intro[field] = form[field].trim() || null;
  for (const field of LIST_FIELDS) intro[field] = fromCommas(form[field]);
  for (const field of CODE_FIELDS) intro[field] = Number(form[field]);
  intro.seats_left = seats_left_text.trim() === '' ? null : Number(seats_left_text);
  intro.default_testimonial = testimonial.name.trim() || testimonial.content.trim() ? testimonial : null;
  return intro as Intro;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Box display="grid" gap="medium">
        {children}
      </Box>
    </fieldset>
  );
}

const TESTIMONIAL_FIELDS = ['name', 'achievements', 'content'] as const;

const humanize = (field: string) => field.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());

/** Course Intro: every field group of 000 §3 with its defaults. */
export function IntroTab({ courseId, intro }: { courseId: number; intro: Intro }) {
  const { register, handleSubmit } = useForm<Form>({ defaultValues: toForm(intro) });
  const { save, saving, saved, failed, errors } = useTabSave(courseId, [
    // The testimonial is edited field by field, below.
    ...Object.keys(intro).filter((field) => field !== 'default_testimonial'),
    ...TESTIMONIAL_FIELDS.map((field) => `default_testimonial.${field}`),
  ]);
  const fieldError = (field: string) => errors.fields[field];
  const number = { valueAsNumber: true } as const;

  return (
    <form
      aria-label="Course Intro"
      onSubmit={handleSubmit((form) => save({ tab: 'course-intro', values: fromForm(form) }))}
    >
      <Box display="grid" gap="large">
        <Group legend="Naming and text">
          <TextField
            label="Course name"
            required
            {...register('course_name')}
            error={fieldError('course_name')}
          />
          <TextField
            label="Course short name"
            {...register('course_short_name')}
            error={fieldError('course_short_name')}
          />
          <TextField
            label="Course slug"
            required
            {...register('course_slug')}
            error={fieldError('course_slug')}
          />
          <TextArea
            label="Short description"
            {...register('short_description')}
            error={fieldError('short_description')}
          />
          <TextField
            label="Course default language"
            {...register('course_default_lang')}
            error={fieldError('course_default_lang')}
          />
          <TextArea
            label="Best suited for"
            {...register('best_suited_for')}
            error={fieldError('best_suited_for')}
          />
          <TextField
            label="Testimonial name"
            {...register('testimonial.name')}
            error={fieldError('default_testimonial.name')}
          />
          <TextField
            label="Testimonial achievements"
            {...register('testimonial.achievements')}
            error={fieldError('default_testimonial.achievements')}
          />
          <TextArea
            label="Testimonial content"
            {...register('testimonial.content')}
            error={fieldError('default_testimonial.content')}
          />
          <TextArea
            label="What you will learn"
            hint="One point per line."
            {...register('what_you_will_learn')}
            error={fieldError('what_you_will_learn')}
          />
          <TextArea
            label="Course email content"
            {...register('course_email_content')}
            error={fieldError('course_email_content')}
          />
          <TextArea
            label="Warning message"
            {...register('warning_message')}
            error={fieldError('warning_message')}
          />
          <TextField
            label="Course image text"
            {...register('course_image_text')}
            error={fieldError('course_image_text')}
          />
          <TextField
            label="Skills"
            hint="Comma-separated."
            {...register('skills')}
            error={fieldError('skills')}
          />
        </Group>
        <Group legend="Type and pricing">
          <Select
            label="Course type"
            options={[
              { value: '0', label: 'Offline (0)' },
              { value: '1', label: 'Online (1)' },
              { value: '2', label: 'Live (2)' },
              { value: '3', label: 'External (3)' },
              { value: '4', label: 'User journey (4)' },
            ]}
            defaultValue={String(intro.course_type)}
            {...register('course_type')}
            error={fieldError('course_type')}
          />
          <Select
            label="Listing type"
            options={[
              { value: '0', label: 'Public (0)' },
              { value: '1', label: 'Unlisted (1)' },
            ]}
            defaultValue={String(intro.listing_type)}
            {...register('listing_type')}
            error={fieldError('listing_type')}
          />
          <Select
            label="Course fee type"
            options={[
              { value: '0', label: 'Free (0)' },
              { value: '1', label: 'Paid (1)' },
            ]}
            defaultValue={String(intro.course_fee_type)}
            {...register('course_fee_type')}
            error={fieldError('course_fee_type')}
          />
        </Group>
        <Group legend="Dates (UTC)">
          {(['course_publish_date', 'expiry_date', 'urgency_start_time', 'urgency_end_time'] as const).map(
            (field) => (
              <TextField
                key={field}
                type="datetime-local"
                label={humanize(field)}
                {...register(field)}
                error={fieldError(field)}
              />
            ),
          )}
        </Group>
        <Group legend="Links">
          {(
            [
              'redirection_url',
              'intro_video_link',
              'broucher_link',
              'syllabus_pdf',
              'email_content_redirection_link',
              'course_redirection_slug',
              'payment_deep_link',
            ] as const
          ).map((field) => (
            <TextField key={field} label={humanize(field)} {...register(field)} error={fieldError(field)} />
          ))}
        </Group>
        <Group legend="Doubt support">
          <TextField
            type="datetime-local"
            label="Free doubt support expiry date"
            {...register('free_doubt_support_expiry_date')}
            error={fieldError('free_doubt_support_expiry_date')}
          />
          <TextField
            type="number"
            min={0}
            label="Doubt support expiry (months)"
            {...register('doubt_support_expiry_date', number)}
            error={fieldError('doubt_support_expiry_date')}
          />
          <TextField
            type="number"
            min={0}
            step="0.01"
            label="Doubt assistance price"
            {...register('doubt_assistance_price', number)}
            error={fieldError('doubt_assistance_price')}
          />
          <TextField
            label="Doubt assistance banner"
            {...register('doubt_assistance_banner')}
            error={fieldError('doubt_assistance_banner')}
          />
        </Group>
        <Group legend="Display flags and switches">
          {FLAGS.map(([field, label]) => (
            <Checkbox key={field} label={label} {...register(field)} />
          ))}
        </Group>
        <Group legend="Other">
          <TextField label="Level" {...register('level')} error={fieldError('level')} />
          <TextField
            type="number"
            min={0}
            label="Seats left"
            hint="Empty for no limit."
            {...register('seats_left_text')}
            error={fieldError('seats_left')}
          />
          <TextField
            label="Course duration"
            {...register('course_duration')}
            error={fieldError('course_duration')}
          />
          <TextField
            type="number"
            min={1}
            label="Course expiry days"
            {...register('course_expiry_days', number)}
            error={fieldError('course_expiry_days')}
          />
          {(['live_classes_batches', 'scheduler_batches', 'notes_batches'] as const).map((field) => (
            <TextField
              key={field}
              label={humanize(field)}
              hint="Batch slugs, comma-separated."
              {...register(field)}
              error={fieldError(field)}
            />
          ))}
        </Group>
        <SaveBar label="Course Intro" saving={saving} saved={saved} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}
