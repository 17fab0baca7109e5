import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import {
  Box,
  Button,
  Card,
  Checkbox,
  Link,
  Select,
  SubHeader,
  Switch,
  Tabs,
  TextArea,
  TextField,
  useToast,
} from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EditorLeaveGuard, EditorPage, useServerRefusals } from '../../../shared/editor-page';
import {
  FormDateTimeField,
  FormNumberField,
  FormSection,
  FormTextArea,
  FormTextField,
} from '../../../shared/form-fields';
import {
  bodyFromForm,
  COUPON_TABS,
  type CouponFormValues,
  type CouponTab,
  emptyCoupon,
  formFromCoupon,
  tabOfField,
} from '../utils/coupon-form';
import { EntityPickerField } from './entity-picker';

const ELIGIBILITY = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'new_customers', label: 'First-time buyers only' },
  { value: 'entitled_customers', label: 'Only the customers listed' },
  { value: 'college_domain', label: 'People with a college email domain' },
] as const;
const APPLIES_TO = [
  { value: 'all_products', label: 'All products' },
  { value: 'entitled_products', label: 'Only the products listed' },
] as const;

interface FieldError {
  field: string;
  message: string;
}

type SavedCoupon = ResponseOf<'x-coupon-get'>;

/** The five tabs of the coupon tool (000 §2–§3) over one form; `couponId` null creates a coupon. */
export function CouponEditor({ couponId }: { couponId: number | null }) {
  const existing = useApi('x-coupon-get', couponId ? { path: { id: couponId } } : null);
  return (
    <EditorPage
      query={couponId ? existing : null}
      what="the coupon"
      title={couponId ? existing.data && `Coupon ${existing.data.coupon_code}` : 'New coupon'}
    >
      {(coupon) => <CouponForm couponId={couponId} saved={coupon} />}
    </EditorPage>
  );
}

function CouponForm({ couponId, saved }: { couponId: number | null; saved: SavedCoupon | undefined }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tabInUrl = params.get('tab');
  const [tab, setTabState] = useState<CouponTab>(
    COUPON_TABS.some((t) => t.value === tabInUrl) ? (tabInUrl as CouponTab) : 'general',
  );
  const setTab = (next: string) => {
    setTabState(next as CouponTab);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };
  const create = useApiMutation('x-coupon-create');
  const update = useApiMutation('x-coupon-update');
  const copy = useApiMutation('x-coupon-copy');
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  // A new coupon's page opens once the form is reset to what was saved, so the unsaved-changes guard
  // has seen the clean form before the move.
  const [created, setCreated] = useState<{ id: number; copies: string[] } | null>(null);
  const location = useLocation();
  // Copies made together with a new coupon arrive with the navigation to its page.
  const [copies, setCopies] = useState<string[]>(
    () => (location.state as { copies?: string[] } | null)?.copies ?? [],
  );
  const form = useForm<CouponFormValues>({ defaultValues: saved ? formFromCoupon(saved) : emptyCoupon() });
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (!created) return;
    navigate(`/coupons/${created.id}?tab=${created.copies.length ? 'copies' : 'general'}`, {
      replace: true,
      state: { copies: created.copies },
    });
  }, [created, navigate]);

  // The server names the form's own field paths (customer_rules.eligibility, ...), so every field it
  // names is one of the form's: each message goes beside its field, on its tab.
  const { formError, setFormError, refuse } = useServerRefusals(
    form,
    (field) => field as FieldPath<CouponFormValues>,
  );
  const showErrors = (error: unknown) => {
    const list = refuse(error);
    setServerErrors(list);
    const first = list[0];
    if (first) setTab(tabOfField(first.field));
  };

  const save = handleSubmit(async (values) => {
    setServerErrors([]);
    setFormError(null);
    try {
      if (couponId) {
        const stored = await update.trigger({ path: { id: couponId }, body: bodyFromForm(values) });
        reset(formFromCoupon(stored));
        toast.success(`Coupon ${stored.coupon_code} is saved.`);
      } else {
        const { results } = await create.trigger({
          body: { ...bodyFromForm(values), copy_count: values.copy_count || 0 },
        });
        const [original, ...made] = results;
        if (!original) return;
        toast.success(
          made.length
            ? `Coupon ${original.coupon_code} is created with ${made.length} copies.`
            : `Coupon ${original.coupon_code} is created.`,
        );
        reset(values);
        setCreated({ id: original.coupon_id, copies: made.map((c) => c.coupon_code) });
      }
    } catch (error) {
      showErrors(error);
    }
  });

  const makeCopies = async () => {
    if (!couponId) return;
    const count = getValues('copy_count');
    if (!Number.isInteger(count) || count < 1) {
      setError('copy_count', { message: 'Enter how many copies to make (1 to 500).' });
      return;
    }
    try {
      const { results } = await copy.trigger({ path: { id: couponId }, body: { copy_count: count } });
      setCopies(results.map((c) => c.coupon_code));
      toast.success(`${results.length} copies are created.`);
    } catch (error) {
      showErrors(error);
    }
  };

  const eligibility = watch('customer_rules.eligibility');
  const appliesTo = watch('product_rules.applies_to');
  const needsPrerequisite = watch('product_rules.requires_prerequisite');
  const hasInfluencer = watch('has_influencer');
  const title = saved ? `Coupon ${saved.coupon_code}` : 'New coupon';

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title}
        headingLevel={1}
        description={
          saved
            ? `Used ${saved.times_used} of ${saved.usage_details.max_uses} times · ${saved.publish_status}`
            : 'Fill in the five tabs, then create the coupon.'
        }
        {...(couponId
          ? {
              actions: (
                <Link as={RouterLink} to={`/edit-history/coupon/${couponId}`}>
                  Edit history
                </Link>
              ),
            }
          : {})}
      />
      <form onSubmit={save} noValidate aria-label={title}>
        <Box display="flex" flexDirection="column" gap="large">
          {serverErrors.length > 0 || formError ? (
            <Card title="The coupon was not saved" tone="critical" role="alert">
              {formError ? <p>{formError}</p> : null}
              <Box as="ul" display="flex" flexDirection="column" gap="xsmall">
                {serverErrors.map(({ field, message }) => (
                  <li key={field}>
                    {COUPON_TABS.find((t) => t.value === tabOfField(field))?.label}: {message}
                  </li>
                ))}
              </Box>
            </Card>
          ) : null}
          <Tabs.Root value={tab} onValueChange={setTab}>
            <Tabs.List aria-label="Coupon settings">
              {COUPON_TABS.map((t) => (
                <Tabs.Trigger key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>

            <Tabs.Content value="general">
              <Box display="grid" gap="medium">
                {couponId ? <p>Coupon ID: {couponId}</p> : null}
                <FormTextField
                  form={form}
                  name="coupon_code"
                  label="Coupon code"
                  hint="Letters, digits, - and _; stored in capitals."
                  autoComplete="off"
                  required
                  rules={{ required: 'Enter a coupon code.' }}
                />
                <FormDateTimeField
                  form={form}
                  name="valid_from"
                  label="Valid from"
                  required
                  rules={{ required: 'Choose when the coupon starts.' }}
                />
                <FormDateTimeField
                  form={form}
                  name="valid_till"
                  label="Valid till"
                  required
                  rules={{ required: 'Choose when the coupon ends.' }}
                />
                <FormNumberField
                  form={form}
                  name="usage_details.max_uses"
                  label="Total uses allowed"
                  min={1}
                />
                <FormNumberField
                  form={form}
                  name="usage_details.max_uses_per_user"
                  label="Uses per person"
                  min={1}
                />
                <Select
                  label="Coupon type"
                  options={[
                    { value: 'percentage', label: 'Percentage off' },
                    { value: 'flat', label: 'Flat amount off' },
                  ]}
                  {...register('coupon_type')}
                />
                <FormNumberField
                  form={form}
                  name="discount_details.value"
                  label="Discount"
                  min={0}
                  step="any"
                  hint={watch('coupon_type') === 'percentage' ? 'Percent of the price.' : 'Amount in rupees.'}
                />
                <FormNumberField
                  form={form}
                  name="discount_details.up_to"
                  label="Discount up to"
                  min={-1}
                  step="any"
                  hint="The most a percentage coupon takes off, in rupees; -1 for no cap."
                />
                <FormTextArea form={form} name="coupon_desc" label="Description" />
                <FormTextField
                  form={form}
                  name="coupon_college_domain"
                  label="College email domain"
                  hint="For a college-only coupon, e.g. college.edu."
                />
              </Box>
            </Tabs.Content>

            <Tabs.Content value="rules">
              <Box display="grid" gap="large">
                <FormSection title="Customer rules">
                  <Select
                    label="Who can use it"
                    options={ELIGIBILITY}
                    {...register('customer_rules.eligibility')}
                  />
                  {eligibility === 'entitled_customers' || watch('entitled_cust').length > 0 ? (
                    <EntityPickerField
                      control={control}
                      name="entitled_cust"
                      label="Entitled customers"
                      kind="customers"
                    />
                  ) : null}
                </FormSection>
                <FormSection title="Purchase rules">
                  <FormNumberField
                    form={form}
                    name="purchase_rules.min_purchase_amount"
                    label="Minimum order amount"
                    min={0}
                    step="any"
                  />
                  <FormNumberField
                    form={form}
                    name="purchase_rules.max_purchase_amount"
                    label="Maximum order amount"
                    min={-1}
                    step="any"
                    hint="-1 for no maximum."
                  />
                </FormSection>
                <FormSection title="Product rules">
                  <Select label="Applies to" options={APPLIES_TO} {...register('product_rules.applies_to')} />
                  {appliesTo === 'entitled_products' || watch('entitled_prod').length > 0 ? (
                    <EntityPickerField
                      control={control}
                      name="entitled_prod"
                      label="Entitled products"
                      kind="products"
                    />
                  ) : null}
                  <Checkbox
                    label="Buyer must already own a prerequisite product"
                    {...register('product_rules.requires_prerequisite')}
                  />
                  {needsPrerequisite || watch('prerequisite_prod').length > 0 ? (
                    <EntityPickerField
                      control={control}
                      name="prerequisite_prod"
                      label="Prerequisite products"
                      kind="products"
                    />
                  ) : null}
                </FormSection>
              </Box>
            </Tabs.Content>

            <Tabs.Content value="publish">
              <Box display="grid" gap="medium">
                <Select
                  label="Created type"
                  options={[
                    { value: 'manual', label: 'Manual' },
                    { value: 'campaign', label: 'Campaign' },
                    { value: 'influencer', label: 'Influencer' },
                    { value: 'partner', label: 'Partner' },
                  ]}
                  {...register('created_type')}
                />
                <Select
                  label="Publish status"
                  hint="Only a published coupon applies at checkout."
                  options={[
                    { value: 'draft', label: 'Draft' },
                    { value: 'published', label: 'Published' },
                  ]}
                  {...register('publish_status')}
                />
                <FormNumberField
                  form={form}
                  name="assignee_commission"
                  label="Assignee commission (%)"
                  min={0}
                  max={100}
                  step="any"
                />
                <TextField label="Created by team" {...register('created_by_team')} />
                <FormTextField form={form} name="assign_to" label="Assign to" />
                <Select
                  label="Assignee type"
                  options={[
                    { value: '', label: 'None' },
                    { value: 'employee', label: 'Employee' },
                    { value: 'influencer', label: 'Influencer' },
                    { value: 'partner', label: 'Partner' },
                  ]}
                  {...register('assignee_type')}
                />
                <TextArea label="Purpose" {...register('purpose_created')} />
              </Box>
            </Tabs.Content>

            <Tabs.Content value="copies">
              <Box display="grid" gap="medium">
                <FormNumberField
                  form={form}
                  name="copy_count"
                  label="Number of copies"
                  min={0}
                  max={500}
                  hint={
                    couponId
                      ? 'Each copy gets the same settings and its own unique code.'
                      : 'Made together with the coupon; each copy gets its own unique code.'
                  }
                />
                {couponId ? (
                  <Box>
                    <Button type="button" variant="outline" onClick={makeCopies} loading={copy.isMutating}>
                      Create copies
                    </Button>
                  </Box>
                ) : null}
                {copies.length > 0 ? (
                  <Card title="New codes" as="section" headingLevel={2}>
                    <Box as="ul" display="flex" flexDirection="column" gap="xxsmall" aria-label="New codes">
                      {copies.map((code) => (
                        <li key={code}>{code}</li>
                      ))}
                    </Box>
                  </Card>
                ) : null}
              </Box>
            </Tabs.Content>

            <Tabs.Content value="influencer">
              <Box display="grid" gap="medium">
                <Switch label="This coupon is given through an influencer" {...register('has_influencer')} />
                {errors.influencer?.message ? <p role="alert">{errors.influencer.message}</p> : null}
                {hasInfluencer ? (
                  <>
                    <TextField label="Influencer name" {...register('influencer.user_name')} />
                    <FormTextField
                      form={form}
                      name="influencer.email"
                      label="Influencer email"
                      type="email"
                    />
                    <TextField label="Contact number" type="tel" {...register('influencer.contact_number')} />
                    <TextField label="Onboarding" {...register('influencer.onboarding')} />
                    <TextField label="Email subject" {...register('influencer.subject')} />
                    <TextArea label="Email body" {...register('influencer.email_body')} />
                  </>
                ) : null}
              </Box>
            </Tabs.Content>
          </Tabs.Root>
          <Box display="flex" gap="small">
            <Button type="submit" loading={isSubmitting}>
              {couponId ? 'Save coupon' : 'Create coupon'}
            </Button>
          </Box>
        </Box>
      </form>
      <EditorLeaveGuard form={form} settled={created !== null} what="this coupon" />
    </Box>
  );
}
