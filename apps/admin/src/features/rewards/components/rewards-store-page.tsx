import type { RowOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime, shippingAddressLine } from '@learnforge/domain';
import { Box, Button, Card, Checkbox, ConfirmDialog, Select, SubHeader } from '@learnforge/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormNumberField, FormTextArea, FormTextField } from '../../../shared/form-fields';

type Item = RowOf<'x-admin-reward-items'>;
type Order = RowOf<'x-admin-reward-orders'>;
type Status = Order['status'];

const STATUS_LABELS: Record<Status, string> = {
  awaiting_address: 'Waiting for the address',
  placed: 'Placed: ship it',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const ITEM_FIELDS = [
  'name',
  'description',
  'points',
  'stock',
  'add_stock',
  'needs_address',
  'active',
  'position',
];

/** `/dashboard-next/rewards`: course admins and support stock the rewards store and ship its orders (ADR 0076). */
export function RewardsStoreRoute() {
  return (
    <RequireRole roles={AREA_ROLES.rewards}>
      <RewardsStorePage />
    </RequireRole>
  );
}

export function RewardsStorePage() {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Rewards store"
        description="Ship what learners redeemed with their points, and keep the shelf stocked. A cancelled order puts the item back and gives the points back."
        headingLevel={1}
      />
      <Orders />
      <Shelf />
    </Box>
  );
}

function Orders() {
  const [status, setStatus] = useState<Status | ''>('placed');
  const orders = useApi('x-admin-reward-orders', {
    query: { page_size: 50, ...(status ? { status } : {}) },
  });
  return (
    <Card as="section" title="Orders" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Select
          label="Show"
          value={status}
          onChange={(event) => setStatus(event.target.value as Status | '')}
          options={[
            ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
            { value: '', label: 'Every order' },
          ]}
        />
        <QueryView
          query={orders}
          what="the reward orders"
          isEmpty={(data) => data.results.length === 0}
          empty={{ title: 'No orders here', description: 'Orders in this state show here.' }}
        >
          {(data) => (
            <Box
              as="ul"
              aria-label={`Reward orders (${data.count})`}
              display="flex"
              flexDirection="column"
              gap="medium"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {data.results.map((order) => (
                <OrderCard key={order.transactionId} order={order} />
              ))}
            </Box>
          )}
        </QueryView>
      </Box>
    </Card>
  );
}

/** One order and the moves it allows; a refusal (moved on meanwhile) shows under its buttons. */
function OrderCard({ order }: { order: Order }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const move = useApiMutation('x-admin-reward-order-status', { notify: false });
  const [refusal, setRefusal] = useState<string>();
  const refusalId = useId();
  const describedBy = refusal ? refusalId : undefined;
  const to = async (status: 'shipped' | 'delivered' | 'cancelled') => {
    setRefusal(undefined);
    try {
      await move.trigger({ path: { transactionId: order.transactionId }, body: { status } });
    } catch (error) {
      setRefusal(formErrorsOf(error, [] as const).form ?? undefined);
    }
  };
  const { address } = order;
  return (
    <Card as="li" headingLevel={3} title={`${order.item.name} for ${order.learner.name}`}>
      <Box display="flex" flexDirection="column" gap="small">
        <p style={{ margin: 0 }}>
          {`${order.transactionId} · ${order.points} points · ${STATUS_LABELS[order.status]} · redeemed ${formatDateTime(order.created_at)}`}
        </p>
        <p
          style={{ margin: 0 }}
        >{`${order.learner.name} (@${order.learner.handle}, ${order.learner.email})`}</p>
        {address ? (
          <p style={{ margin: 0 }}>
            {`Ship to ${address.name}, ${address.phone}: ${shippingAddressLine(address)}`}
          </p>
        ) : null}
        <Box display="flex" gap="small" flexWrap="wrap">
          {order.status === 'placed' ? (
            <Button
              size="small"
              onClick={() => to('shipped')}
              loading={move.isMutating}
              aria-describedby={describedBy}
              aria-label={`Mark ${order.transactionId} shipped`}
            >
              Mark shipped
            </Button>
          ) : null}
          {order.status === 'shipped' ? (
            <Button
              size="small"
              onClick={() => to('delivered')}
              loading={move.isMutating}
              aria-describedby={describedBy}
              aria-label={`Mark ${order.transactionId} delivered`}
            >
              Mark delivered
            </Button>
          ) : null}
          {order.status === 'placed' || order.status === 'awaiting_address' ? (
            <ConfirmDialog
              trigger={
                <Button
                  size="small"
                  variant="outline"
                  tone="critical"
                  aria-describedby={describedBy}
                  aria-label={`Cancel ${order.transactionId}`}
                >
                  Cancel the order
                </Button>
              }
              title={`Cancel ${order.transactionId}?`}
              description={`${order.learner.name} gets ${order.points} points back and the ${order.item.name} goes back on the shelf.`}
              confirmLabel="Cancel the order"
              cancelLabel="Keep it"
              tone="critical"
              onConfirm={() => to('cancelled')}
            />
          ) : null}
        </Box>
        {refusal ? (
          <p id={refusalId} role="alert">
            {refusal}
          </p>
        ) : null}
      </Box>
    </Card>
  );
}

function Shelf() {
  const items = useApi('x-admin-reward-items', {});
  const [adding, setAdding] = useState(0);
  return (
    <Card as="section" title="Shelf" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <QueryView
          query={items}
          what="the shelf"
          isEmpty={(data) => data.results.length === 0}
          empty={{ title: 'The shelf is empty', description: 'Add the first reward below.' }}
        >
          {(data) => (
            <Box
              as="ul"
              aria-label="Rewards on the shelf"
              display="flex"
              flexDirection="column"
              gap="medium"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {data.results.map((item) => (
                <Card key={item.id} as="li" headingLevel={3} title={item.name}>
                  <ItemForm saved={item} />
                </Card>
              ))}
            </Box>
          )}
        </QueryView>
        <Card as="section" headingLevel={3} title="Add a reward">
          {/* A new key after each save empties the form for the next reward. */}
          <ItemForm key={adding} saved={null} onCreated={() => setAdding((count) => count + 1)} />
        </Card>
      </Box>
    </Card>
  );
}

interface ItemValues {
  name: string;
  description: string;
  points: number;
  /** The new item's stock, or what a save adds to a saved one's (negative takes away). */
  stock: number;
  needs_address: boolean;
  active: boolean;
  position: number;
}

/** A saved item's form (its stock changes by an amount, under the lock a redeem takes) or a new one's. */
function ItemForm({ saved, onCreated }: { saved: Item | null; onCreated?: () => void }) {
  const create = useApiMutation('x-admin-reward-item-create', { notify: false });
  const update = useApiMutation('x-admin-reward-item-update', { notify: false });
  const [done, setDone] = useState('');
  const form = useForm<ItemValues>({
    defaultValues: {
      name: saved?.name ?? '',
      description: saved?.description ?? '',
      points: saved?.points ?? 100,
      stock: saved ? 0 : 10,
      needs_address: saved?.needs_address ?? false,
      active: saved?.active ?? true,
      position: saved?.position ?? 0,
    },
  });
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) =>
    ITEM_FIELDS.includes(field) ? (field === 'add_stock' ? 'stock' : (field as keyof ItemValues)) : null,
  );
  const name = saved?.name ?? 'the new reward';

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setDone('');
    const body = {
      name: values.name,
      description: values.description,
      points: values.points,
      needs_address: values.needs_address,
      active: values.active,
      position: Number.isNaN(values.position) ? 0 : values.position,
    };
    const stock = Number.isNaN(values.stock) ? 0 : values.stock;
    try {
      if (saved) {
        const item = await update.trigger({ path: { id: saved.id }, body: { ...body, add_stock: stock } });
        form.reset({ ...values, stock: 0 });
        setDone(`Saved: ${item.stock} in stock${item.active ? '' : ', off the shelf'}.`);
      } else {
        await create.trigger({ body: { ...body, stock } });
        onCreated?.();
      }
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={saved ? `Edit ${saved.name}` : 'Add a reward'}>
      <Box display="grid" gap="medium">
        {saved ? (
          <p style={{ margin: 0 }}>{`${saved.stock} in stock${saved.active ? '' : ' · off the shelf'}`}</p>
        ) : null}
        <FormTextField
          form={form}
          name="name"
          label="Name"
          required
          rules={{ validate: (value) => (String(value).trim() ? true : 'Name the reward.') }}
        />
        <FormTextArea form={form} name="description" label="Description" rows={2} />
        <FormNumberField
          form={form}
          name="points"
          label="Price in points"
          min={1}
          rules={{ validate: (value) => (Number(value) >= 1 ? true : 'A reward costs at least 1 point.') }}
        />
        <FormNumberField
          form={form}
          name="stock"
          label={saved ? 'Add to stock (negative takes away)' : 'Stock'}
          min={saved ? undefined : 0}
        />
        <FormNumberField form={form} name="position" label="Place on the shelf (lower first)" min={0} />
        <Checkbox label="Shipped to the learner (asks for an address)" {...form.register('needs_address')} />
        <Checkbox label="On the shelf" {...form.register('active')} />
        {formError ? <p role="alert">{formError}</p> : null}
        {saved ? <p role="status">{done}</p> : null}
        <div>
          <Button
            type="submit"
            variant={saved ? 'outline' : 'solid'}
            loading={create.isMutating || update.isMutating}
            aria-label={saved ? `Save ${name}` : undefined}
          >
            {saved ? 'Save' : 'Add the reward'}
          </Button>
        </div>
      </Box>
    </form>
  );
}
