import { useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, Card, TextField } from '@learnforge/ui';
import { useId, useRef, useState } from 'react';
import { type UseFormSetValue, useForm } from 'react-hook-form';
import { BANNER_TYPES, type EditorTabs } from '../utils/editor-types';
import { SaveBar } from './save-bar';
import { useTabSave } from './use-tab-save';

type BannerType = (typeof BANNER_TYPES)[number]['type'];
type BannerRow = { title: string; key: string; image_url: string };
type BannerForm = Record<BannerType, BannerRow>;

/** Uploads one image and puts its address into the banner's image url field. */
function ImageUpload({
  type,
  label,
  setValue,
}: {
  type: BannerType;
  label: string;
  setValue: UseFormSetValue<BannerForm>;
}) {
  const inputId = useId();
  const upload = useApiMutation('util-upload-image');
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  return (
    <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
      {/* Some banner names already end in "image": no "thumbnail image image file". */}
      <label htmlFor={inputId}>{`${label.replace(/ image$/i, '')} image file`}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
      />
      <Button
        type="button"
        size="small"
        variant="outline"
        disabled={!file}
        loading={upload.isMutating}
        onClick={async () => {
          if (!file) return;
          setMessage('');
          try {
            const { url } = await upload.trigger({ body: { image: file } });
            setValue(`${type}.image_url`, url, { shouldDirty: true });
            setMessage(`Uploaded ${file.name}.`);
          } catch {
            // upload.error explains why (size, type, access).
          }
        }}
      >
        Upload {label.toLowerCase()} image
      </Button>
      <span role="status">{upload.error ? upload.error.message : message}</span>
    </Box>
  );
}

/** Course Banners: the eight banner types of 000 §3, each with title, key and image (uploaded or linked). */
export function BannersTab({ courseId, values }: { courseId: number; values: EditorTabs['course-banners'] }) {
  const saved = new Map(values.banners.map((banner) => [banner.type, banner]));
  const defaults = Object.fromEntries(
    BANNER_TYPES.map(({ type }) => {
      const banner = saved.get(type);
      return [
        type,
        { title: banner?.title ?? '', key: banner?.key ?? '', image_url: banner?.image_url ?? '' },
      ];
    }),
  ) as BannerForm;
  const { register, handleSubmit, setValue, watch } = useForm<BannerForm>({ defaultValues: defaults });
  // The server names a banner by its place in the list sent, which skips empty banner types.
  const sentTypes = useRef<BannerType[]>([]);
  const {
    save,
    saving,
    saved: done,
    failed,
    errors,
  } = useTabSave(courseId, (field) => /^banners\.\d+\.(title|key|image_url)$/.test(field));
  const fieldError = (type: BannerType, field: keyof BannerRow) =>
    errors.fields[`banners.${sentTypes.current.indexOf(type)}.${field}`];
  return (
    <form
      aria-label="Course Banners"
      onSubmit={handleSubmit((form) => {
        const banners = BANNER_TYPES.flatMap(({ type }) => {
          const row = form[type];
          return row.title || row.key || row.image_url ? [{ type, ...row }] : [];
        });
        sentTypes.current = banners.map((banner) => banner.type);
        return save({ tab: 'course-banners', values: { banners } });
      })}
    >
      <Box display="grid" gap="medium">
        {BANNER_TYPES.map(({ type, label }) => {
          const imageUrl = watch(`${type}.image_url`);
          return (
            <Card key={type} as="section" title={label} headingLevel={3}>
              <Box display="grid" gap="small">
                <TextField
                  label={`${label} title`}
                  {...register(`${type}.title`)}
                  error={fieldError(type, 'title')}
                />
                <TextField
                  label={`${label} key`}
                  {...register(`${type}.key`)}
                  error={fieldError(type, 'key')}
                />
                <TextField
                  label={`${label.replace(/ image$/i, '')} image url`}
                  {...register(`${type}.image_url`)}
                  error={fieldError(type, 'image_url')}
                />
                <ImageUpload type={type} label={label} setValue={setValue} />
                {imageUrl ? <img src={imageUrl} alt={`${label} preview`} style={{ maxWidth: 240 }} /> : null}
              </Box>
            </Card>
          );
        })}
        <SaveBar label="Course Banners" saving={saving} saved={done} failed={failed} errors={errors} />
      </Box>
    </form>
  );
}
