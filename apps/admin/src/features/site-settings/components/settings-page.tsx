import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import {
  AREA_ROLES,
  formatDateTime,
  KNOWN_SETTINGS,
  knownSetting,
  SETTING_TYPES,
  type SettingType,
} from '@learnforge/domain';
import { Box, Button, Checkbox, type ColumnDef, ConfirmDialog, Link, Select, useToast } from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { EditorLeaveGuard, useServerRefusals } from '../../../shared/editor-page';
import { FormSection, FormTextArea, FormTextField } from '../../../shared/form-fields';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { SearchParamField, useSearchParam } from '../../../shared/search-param-field';

type Setting = RowOf<'staff-dash-key-value-all'>;

const TYPE_LABELS: Record<SettingType, string> = {
  text: 'Text',
  boolean: 'Switch (true or false)',
  number: 'Number',
  datetime: 'Date and time with zone',
  json: 'JSON',
};

interface SettingFormValues {
  key: string;
  value_type: SettingType;
  value: string;
  description: string;
  is_public: boolean;
}

const FORM_FIELDS = ['key', 'value_type', 'value', 'description', 'is_public'] as const;

const blank: SettingFormValues = {
  key: '',
  value_type: 'text',
  value: '',
  description: '',
  is_public: false,
};

/**
 * Creates or changes one setting. A known key (the promo banner, feature switches) brings its type,
 * visibility and description, which the server would insist on anyway; refusals stand beside their field.
 */
function SettingForm({ saved, onDone }: { saved: Setting | null; onDone: (message: string) => void }) {
  const form = useForm<SettingFormValues>({
    defaultValues: saved
      ? {
          key: saved.key,
          value_type: saved.value_type,
          value: saved.value,
          description: saved.description,
          is_public: saved.is_public,
        }
      : blank,
  });
  const create = useApiMutation('staff-dash-key-value-create');
  const update = useApiMutation('staff-dash-key-value-update');
  const remove = useApiMutation('staff-dash-key-value-delete');
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) =>
    (FORM_FIELDS as readonly string[]).includes(field) ? (field as (typeof FORM_FIELDS)[number]) : null,
  );
  const [settled, setSettled] = useState(false);

  const key = form.watch('key');
  const type = form.watch('value_type');
  const known = knownSetting(key.trim());
  useEffect(() => {
    if (!known || saved) return;
    form.setValue('value_type', known.type);
    form.setValue('is_public', known.public);
    if (!form.getValues('description')) form.setValue('description', known.description);
  }, [known, saved, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (saved) {
        await update.trigger({
          path: { key: saved.key },
          body: {
            value_type: values.value_type,
            value: values.value,
            description: values.description,
            is_public: values.is_public,
          },
        });
      } else {
        await create.trigger({ body: { ...values, key: values.key.trim() } });
      }
      setSettled(true);
      onDone(`Saved ${saved?.key ?? values.key.trim()}.`);
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={saved ? `Edit ${saved.key}` : 'New setting'}>
      <FormSection title={saved ? `Edit ${saved.key}` : 'New setting'}>
        <FormTextField
          form={form}
          name="key"
          label="Key"
          hint="Letters, digits, dots, colons, dashes or underscores, e.g. promo_banner.text."
          readOnly={saved !== null}
          autoFocus
          rules={{ required: 'Name the setting' }}
        />
        {known ? (
          <p>
            Type: {TYPE_LABELS[known.type]}, {known.public ? 'public' : 'staff only'}. The apps read this key,
            so both are fixed.
          </p>
        ) : (
          <Select
            label="Type"
            options={SETTING_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
            error={form.formState.errors.value_type?.message}
            {...form.register('value_type')}
          />
        )}
        {type === 'boolean' ? (
          <Select
            label="Value"
            placeholder="Choose on or off"
            options={[
              { value: 'true', label: 'On (true)' },
              { value: 'false', label: 'Off (false)' },
            ]}
            error={form.formState.errors.value?.message}
            {...form.register('value')}
          />
        ) : type === 'text' || type === 'json' ? (
          <FormTextArea form={form} name="value" label="Value" rows={type === 'json' ? 6 : 3} />
        ) : (
          <FormTextField
            form={form}
            name="value"
            label="Value"
            hint={type === 'datetime' ? 'With its zone, e.g. 2026-12-01T00:00:00+05:30.' : undefined}
          />
        )}
        <FormTextField form={form} name="description" label="Description" />
        {known ? null : (
          <Checkbox
            label="Public: the apps read it"
            description="Anyone can read a public setting, signed in or not."
            error={form.formState.errors.is_public?.message}
            {...form.register('is_public')}
          />
        )}
        {formError ? <p role="alert">{formError}</p> : null}
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button type="submit" loading={create.isMutating || update.isMutating}>
            Save setting
          </Button>
          <Button type="button" variant="outline" onClick={() => onDone('')}>
            Cancel
          </Button>
          {saved ? (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="outline" tone="critical">
                  Delete
                </Button>
              }
              title={`Delete ${saved.key}?`}
              description="The apps fall back to their defaults; the edit history keeps what it held."
              confirmLabel="Delete"
              tone="critical"
              onConfirm={async () => {
                try {
                  const { message } = await remove.trigger({ path: { key: saved.key } });
                  setSettled(true);
                  onDone(message);
                } catch (error) {
                  refuse(error);
                }
              }}
            />
          ) : null}
        </Box>
      </FormSection>
      <EditorLeaveGuard form={form} settled={settled} what="this setting" />
    </form>
  );
}

function SettingsPage() {
  const search = useSearchParam();
  const { page } = usePageParam();
  const list = useApi('staff-dash-key-value-all', {
    query: { page, page_size: LIST_PAGE_SIZE, ...(search ? { search } : {}) },
  });
  const [editing, setEditing] = useState<Setting | 'new' | null>(null);
  const [done, setDone] = useState('');
  const toast = useToast();
  const finish = (message: string) => {
    setEditing(null);
    if (!message) return;
    setDone(message);
    toast.success(message);
  };

  // biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
  const columns: ColumnDef<Setting, any>[] = [
    {
      id: 'key',
      header: 'Key',
      // Wide enough for the known keys (promo_banner.starts_at), which the cell would otherwise clip.
      size: 240,
      accessorFn: (row) => row.key,
      cell: (info) => (
        <Button size="small" variant="ghost" onClick={() => setEditing(info.row.original)}>
          {info.getValue<string>()}
        </Button>
      ),
    },
    { id: 'type', header: 'Type', accessorFn: (row) => row.value_type },
    {
      id: 'value',
      header: 'Value',
      // The cell clips a long value with an ellipsis and offers the whole of it on hover.
      accessorFn: (row) => row.value,
    },
    { id: 'public', header: 'Public', accessorFn: (row) => (row.is_public ? 'Yes' : 'No') },
    {
      id: 'updated',
      header: 'Last change',
      accessorFn: (row) => `${formatDateTime(row.updated_at)} by ${row.updated_by ?? 'a deleted account'}`,
    },
    {
      id: 'history',
      header: 'History',
      accessorFn: (row) => row.id,
      cell: (info) => (
        // The table's cells keep to one line and clip, and a key is long (promo_banner.starts_at): the cell shows
        // "History", and the link's name says whose.
        <Link
          as={RouterLink}
          to={`/edit-history/key_value/${info.row.original.id}`}
          aria-label={`History of ${info.row.original.key}`}
        >
          History
        </Link>
      ),
    },
  ];

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ListPage<Setting>
        title="Site settings"
        description={`Key-value settings the apps read on their next page load: ${Object.keys(KNOWN_SETTINGS).join(', ')}. Other keys are kept for staff.`}
        actions={
          <Button size="small" onClick={() => setEditing('new')}>
            New setting
          </Button>
        }
        filters={<SearchParamField label="Search keys and descriptions" />}
        columns={columns}
        list={list}
        getRowId={(row) => String(row.id)}
        emptyMessage="No settings yet: the apps use their defaults."
        pagesLabel="Setting pages"
      />
      <p role="status">{done}</p>
      {editing ? (
        <SettingForm
          key={editing === 'new' ? 'new' : editing.key}
          saved={editing === 'new' ? null : editing}
          onDone={finish}
        />
      ) : null}
    </Box>
  );
}

export function SettingsRoute() {
  return (
    <RequireRole roles={AREA_ROLES.siteSettings}>
      <SettingsPage />
    </RequireRole>
  );
}
