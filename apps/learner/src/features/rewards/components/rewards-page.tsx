import { ApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation, useRevalidate } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatDateTime, shippingAddressLine } from '@learnforge/domain';
import { Badge, Box, Button, Card } from '@learnforge/ui';
import { useState } from 'react';
import { AddressForm } from './address-form';
import * as styles from './rewards-page.css';
import { WheelFace } from './wheel-face';

type Item = ResponseOf<'rewards-items'>['results'][number];
type Order = ResponseOf<'rewards-my-orders'>['results'][number];

const orderStatus = {
  placed: 'Placed',
  awaiting_address: 'Waiting for your address',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
} as const;

/** `/rewards`: the learner's points, today's spin of the wheel, the store and their reward orders (ADR 0058). */
export function RewardsPage() {
  const details = useApi('user-details', {});
  const points = details.data?.reward_points;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Rewards</h1>
      <p role="status" aria-live="polite" aria-label="Your points">
        {points === undefined ? 'Counting your points…' : `You have ${points} points.`}
      </p>
      <SpinTheWheel />
      <Store points={points} />
      <RewardOrders />
    </Box>
  );
}

function SpinTheWheel() {
  const client = useApiClient();
  const revalidate = useRevalidate(['user-need-to-spin', 'user-details']);
  const need = useApi('user-need-to-spin', {});
  const [prize, setPrize] = useState<{ label: string; points: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);

  const spin = async () => {
    setSpinning(true);
    setProblem(null);
    try {
      const won = await client.call('user-spin-the-wheel', {});
      setPrize(won);
      await revalidate();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    } finally {
      setSpinning(false);
    }
  };

  return (
    <Card title="Spin the wheel" as="section" headingLevel={2}>
      <Box display="flex" gap="large" flexWrap="wrap" alignItems="center">
        <WheelFace prize={prize?.label ?? null} />
        <Box display="flex" flexDirection="column" gap="small">
          <p>One spin a day (India time). Every spin wins points.</p>
          {prize ? (
            <p role="status">{`You won ${prize.points} points.`}</p>
          ) : need.data?.need_to_spin ? (
            <Box>
              <Button onClick={spin} loading={spinning}>
                Spin the wheel
              </Button>
            </Box>
          ) : need.data ? (
            <p>
              {`You have spun today. The next spin opens ${
                need.data.next_spin_at ? formatDateTime(need.data.next_spin_at) : 'tomorrow'
              }.`}
            </p>
          ) : null}
          {problem ? <p role="alert">{problem}</p> : null}
        </Box>
      </Box>
    </Card>
  );
}

function Store({ points }: { points: number | undefined }) {
  const items = useApi('rewards-items', {});
  return (
    <Card title="Store" as="section" headingLevel={2}>
      <QueryView
        query={items}
        what="the rewards store"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'The store is empty', description: 'New rewards arrive from time to time.' }}
      >
        {(data) => (
          <ul className={styles.shelf} aria-label="Rewards">
            {data.results.map((item) => (
              <StoreItem key={item.id} item={item} points={points} />
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

function StoreItem({ item, points }: { item: Item; points: number | undefined }) {
  const redeem = useApiMutation('rewards-redeem-item');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const short = points !== undefined && points < item.points;
  const act = async () => {
    try {
      const order = await redeem.trigger({ body: { item_id: item.id } });
      setAnswer({
        ok: true,
        text:
          order.status === 'awaiting_address'
            ? `Redeemed. Add your shipping address to order ${order.transactionId} below.`
            : `Redeemed: order ${order.transactionId}.`,
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setAnswer({ ok: false, text: error.message });
    }
  };
  return (
    <li className={styles.shelfItem}>
      <h3 className={styles.itemName}>{item.name}</h3>
      <p className={styles.tight}>{item.description}</p>
      <p className={styles.tight}>
        <strong>{`${item.points} points`}</strong>{' '}
        {item.in_stock ? null : <Badge tone="neutral">Out of stock</Badge>}
      </p>
      <Box>
        <Button
          variant="outline"
          onClick={act}
          loading={redeem.isMutating}
          disabled={!item.in_stock || short}
          aria-describedby={short ? `short-${item.id}` : undefined}
          // The visible word stays short on a phone; the name says which reward (label in name, WCAG 2.5.3).
          aria-label={`Redeem ${item.name}`}
        >
          Redeem
        </Button>
      </Box>
      {short && item.in_stock ? (
        <p
          id={`short-${item.id}`}
          className={styles.tight}
        >{`You need ${item.points - (points ?? 0)} more points.`}</p>
      ) : null}
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'} className={styles.tight}>
          {answer.text}
        </p>
      ) : null}
    </li>
  );
}

function RewardOrders() {
  const orders = useApi('rewards-my-orders', { query: { page: 1, page_size: 50 } });
  return (
    <Card title="Your reward orders" as="section" headingLevel={2}>
      <QueryView
        query={orders}
        what="your reward orders"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No reward orders yet', description: 'What you redeem shows here.' }}
      >
        {(data) => (
          <ul className={styles.orders} aria-label="Reward orders">
            {data.results.map((order) => (
              <RewardOrder key={order.transactionId} order={order} />
            ))}
          </ul>
        )}
      </QueryView>
    </Card>
  );
}

/** One order; a shipped reward asks for its address, which can change until the order ships. */
function RewardOrder({ order }: { order: Order }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const changeable = order.status === 'placed' && order.address !== null;
  const asking = order.status === 'awaiting_address' || (changeable && editing);
  const { address } = order;
  return (
    <li className={styles.order}>
      <p className={styles.tight}>
        {`${order.transactionId}: ${order.item.name}, ${order.points} points, ${
          orderStatus[order.status]
        }, ${formatDateTime(order.created_at)}`}
      </p>
      {address && !asking ? (
        <p className={styles.tight}>{`Ships to ${address.name}, ${shippingAddressLine(address)}.`}</p>
      ) : null}
      {saved && !asking ? (
        <p role="status" className={styles.tight}>
          Address saved.
        </p>
      ) : null}
      {asking ? (
        <AddressForm
          order={order}
          itemName={order.item.name}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : changeable ? (
        <Box>
          <Button
            variant="outline"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            aria-label={`Change the address of ${order.transactionId}`}
          >
            Change the address
          </Button>
        </Box>
      ) : null}
    </li>
  );
}
