import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Checkbox, SubHeader, VisuallyHidden } from '@learnforge/ui';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { EditorLeaveGuard, rowFieldPlace, useServerRefusals } from '../../../shared/editor-page';
import { FormDateTimeField, FormNumberField, FormTextField } from '../../../shared/form-fields';
import { fromLocalInput, toLocalInput } from '../utils/text-lists';

type Banner = RowOf<'courses-dash-sale-banners-get'>;
type Page = Banner['pages'][number];

const PAGES: { value: Page; label: string }[] = [
  { value: 'home', label: 'Home page' },
  { value: 'courses', label: 'Course catalogue' },
  { value: 'course-landing', label: 'Course pages' },
  { value: 'batch', label: 'Batch pages' },
];
const BANNER_FIELDS = ['text', 'link', 'pages', 'starts_at', 'ends_at', 'discount_percent', 'is_active'];

interface BannerForm {
  id: number | null;
  text: string;
  link: string;
  pages: Page[];
  starts_at: string;
  ends_at: string;
  discount_percent: number;
  is_active: boolean;
}
interface BannersForm {
  banners: BannerForm[];
}

const toForm = (banner: Banner): BannerForm => ({
  id: banner.id,
  text: banner.text,
  link: banner.link ?? '',
  pages: banner.pages,
  starts_at: toLocalInput(banner.starts_at),
  ends_at: toLocalInput(banner.ends_at),
  discount_percent: banner.discount_percent,
  is_active: banner.is_active,
});
const blank: BannerForm = {
  id: null,
  text: '',
  link: '',
  pages: ['courses'],
  starts_at: '',
  ends_at: '',
  discount_percent: 0,
  is_active: true,
};

/** `/dashboard-next/sale-banners`: course admins keep the sale banners (001 §4, §6). */
export function SaleBannersRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <SaleBannersPage />
    </RequireRole>
  );
}

export function SaleBannersPage() {
  const banners = useApi('courses-dash-sale-banners-get', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Sale banners"
        description="A banner with a window shows 'Sale Ends in' and a countdown while now is inside it. Times are UTC."
        headingLevel={1}
      />
      <QueryView query={banners} what="the sale banners">
        {(data) => <BannersEditor saved={data.results} />}
      </QueryView>
    </Box>
  );
}

/** What a banner's window means right now: the preview of what learners see. */
function windowPreview(banner: BannerForm, now = Date.now()): string {
  const starts = fromLocalInput(banner.starts_at);
  const ends = fromLocalInput(banner.ends_at);
  if (!banner.is_active) return 'Switched off: learners do not see it.';
  if (!starts || !ends) return 'No window: not a sale, so no countdown is shown.';
  if (Date.parse(ends) <= Date.parse(starts)) return 'The window ends before it starts.';
  if (now < Date.parse(starts)) return `Not running yet: starts ${formatDateTime(starts)}.`;
  if (now >= Date.parse(ends)) return `Ended ${formatDateTime(ends)}.`;
  return `Running now: learners read "Sale Ends in" until ${formatDateTime(ends)}.`;
}

function BannersEditor({ saved }: { saved: Banner[] }) {
  const [done, setDone] = useState('');
  const save = useApiMutation('courses-dash-sale-banners-put');
  const form = useForm<BannersForm>({ defaultValues: { banners: saved.map(toForm) } });
  const list = useFieldArray({ control: form.control, name: 'banners' });
  const watched = useWatch({ control: form.control, name: 'banners' });
  const { formError, setFormError, refuse } = useServerRefusals(
    form,
    rowFieldPlace('banners', BANNER_FIELDS) as (field: string) => `banners.${number}.text` | null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone('');
    try {
      const answer = await save.trigger({
        body: {
          banners: values.banners.map((banner) => ({
            ...(banner.id !== null ? { id: banner.id } : {}),
            text: banner.text,
            link: banner.link.trim() || null,
            pages: banner.pages,
            starts_at: fromLocalInput(banner.starts_at),
            ends_at: fromLocalInput(banner.ends_at),
            discount_percent: Number.isNaN(banner.discount_percent) ? 0 : banner.discount_percent,
            is_active: banner.is_active,
          })),
        },
      });
      form.reset({ banners: answer.results.map(toForm) });
      setDone('Sale banners saved.');
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sale banners">
      <EditorLeaveGuard form={form} what="sale banners" />
      <Box display="flex" flexDirection="column" gap="medium">
        {list.fields.length === 0 ? <p>No sale banner yet.</p> : null}
        {list.fields.map((field, index) => {
          const current = watched[index] ?? blank;
          const name = current.text.trim() || `Banner ${index + 1}`;
          const pagesError = form.formState.errors.banners?.[index]?.pages?.message;
          return (
            <Card key={field.id} as="section" title={name} headingLevel={2}>
              <Box display="grid" gap="medium">
                <FormTextField
                  form={form}
                  name={`banners.${index}.text`}
                  label="Text"
                  required
                  rules={{
                    validate: (value) => (String(value).trim() ? true : 'Write what the banner says.'),
                  }}
                />
                <FormTextField form={form} name={`banners.${index}.link`} label="Link (optional)" />
                <fieldset style={{ minWidth: 0 }}>
                  <legend>Shown on</legend>
                  <Box display="flex" gap="medium" flexWrap="wrap">
                    {PAGES.map((page) => (
                      <Checkbox
                        key={page.value}
                        label={page.label}
                        value={page.value}
                        {...form.register(`banners.${index}.pages`, {
                          validate: (value) => (value.length ? true : 'Choose at least one page.'),
                        })}
                      />
                    ))}
                  </Box>
                  {pagesError ? <p role="alert">{pagesError}</p> : null}
                </fieldset>
                <FormDateTimeField
                  form={form}
                  name={`banners.${index}.starts_at`}
                  label="Sale starts (UTC)"
                />
                <FormDateTimeField form={form} name={`banners.${index}.ends_at`} label="Sale ends (UTC)" />
                <FormNumberField
                  form={form}
                  name={`banners.${index}.discount_percent`}
                  label="Discount it announces (%)"
                  min={0}
                  max={90}
                />
                <Checkbox label="Active" {...form.register(`banners.${index}.is_active`)} />
                <p>
                  <strong>Preview: </strong>
                  {windowPreview(current)}
                </p>
                <div>
                  <Button type="button" variant="outline" tone="critical" onClick={() => list.remove(index)}>
                    {/* The banner's text names the button for a screen reader; shown, it would not fit a phone. */}
                    Remove<VisuallyHidden>{` ${name}`}</VisuallyHidden>
                  </Button>
                </div>
              </Box>
            </Card>
          );
        })}
        {formError ? <p role="alert">{formError}</p> : null}
        <p role="status">{done}</p>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="button" variant="outline" onClick={() => list.append(blank)}>
            Add a banner
          </Button>
          <Button type="submit" loading={save.isMutating}>
            Save banners
          </Button>
        </Box>
      </Box>
    </form>
  );
}
