import type { ResponseOf } from '@learnforge/api-client';
import { ApiError } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, signInHref, useSession } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  EmptyState,
  Link,
  RadioGroup,
  Spinner,
  SubHeader,
  TextField,
} from '@learnforge/ui';
import { type FormEvent, useState } from 'react';

/** The order the server opened, with the price breakdown this page shows beside it. */
type Order = Pick<ResponseOf<'premium-payment'>, 'gfgOrderId' | 'transaction_token' | 'currency'> & {
  planId: number;
  price: number;
  discount: number;
  total: number;
};

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);

/** Premium checkout once the plans are loaded. */
function Checkout() {
  const details = useApi('premium-plan-details');
  return (
    <QueryView query={details} what="the premium plans">
      {(data) => <PlanCheckout details={data} />}
    </QueryView>
  );
}

/** Pick a plan, apply a coupon to the order, pay (a recorded order, docs/adr). */
function PlanCheckout({ details }: { details: ResponseOf<'premium-plan-details'> }) {
  const client = useApiClient();
  const { refresh } = useSession();
  const startOrder = useApiMutation('premium-payment');
  const pay = useApiMutation('pay-subscription-verify');
  const [planId, setPlanId] = useState<number | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [applying, setApplying] = useState(false);
  const [paid, setPaid] = useState<string | null>(null);

  const plans = details.plans;
  const chosenPlan = plans.find((plan) => plan.id === (planId ?? plans[0]?.id));

  const begin = async () => {
    if (!chosenPlan) return;
    const started = await startOrder.trigger({ body: { plan_id: chosenPlan.id } });
    setOrder({
      gfgOrderId: started.gfgOrderId,
      transaction_token: started.transaction_token,
      planId: chosenPlan.id,
      price: chosenPlan.price,
      discount: 0,
      total: started.amount,
      currency: started.currency,
    });
    setCouponMessage(null);
  };

  const applyCoupon = async (event: FormEvent) => {
    event.preventDefault();
    if (!order || !code.trim()) return;
    setApplying(true);
    try {
      const answer = await client.call('coupon-apply', {
        query: { coupon_code: code.trim(), transaction_token: order.transaction_token },
      });
      setOrder({ ...order, discount: answer.discount_amount, total: answer.final_amount });
      setCouponMessage({ ok: answer.valid, text: answer.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setCouponMessage({ ok: false, text: error.message });
    } finally {
      setApplying(false);
    }
  };

  const payNow = async () => {
    if (!order) return;
    try {
      const subscription = await pay.trigger({
        body: { gfgOrderId: order.gfgOrderId, transaction_token: order.transaction_token },
      });
      await refresh();
      setPaid(
        subscription.renews_at
          ? `Premium is active until ${formatLongDate(subscription.renews_at)}.`
          : 'Premium is active.',
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setCouponMessage({ ok: false, text: error.message });
    }
  };

  if (paid)
    return (
      <Card title="Payment received" as="section" headingLevel={2} tone="positive" role="status">
        <p>{paid}</p>
        <p>Order {order?.gfgOrderId}</p>
      </Card>
    );

  return (
    <Box display="flex" flexDirection="column" gap="large">
      {details.subscription.status === 'active' ? (
        <Card title="You already have premium" tone="positive">
          <p>Buying again extends your membership.</p>
        </Card>
      ) : null}
      <Card title="1. Choose a plan" as="section" headingLevel={2}>
        <RadioGroup
          label="Premium plan"
          name="plan"
          value={String(chosenPlan?.id ?? '')}
          onValueChange={(value) => {
            setPlanId(Number(value));
            setOrder(null);
            setCouponMessage(null);
          }}
          options={plans.map((plan) => ({
            value: String(plan.id),
            label: `${plan.name}: ${money(plan.price, plan.currency)} for ${plan.period_months} ${plan.period_months === 1 ? 'month' : 'months'}`,
          }))}
        />
        {order ? null : (
          <Box paddingTop="medium">
            <Button onClick={begin} loading={startOrder.isMutating} disabled={!chosenPlan}>
              Continue to payment
            </Button>
          </Box>
        )}
      </Card>
      {order ? (
        <Card title="2. Coupon and payment" as="section" headingLevel={2}>
          <Box display="flex" flexDirection="column" gap="medium">
            <form onSubmit={applyCoupon} aria-label="Apply a coupon">
              <Box display="flex" gap="small" alignItems="flex-end">
                <TextField
                  label="Coupon code"
                  autoComplete="off"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  error={couponMessage && !couponMessage.ok ? couponMessage.text : undefined}
                />
                <Button type="submit" variant="outline" loading={applying} disabled={!code.trim()}>
                  Apply coupon
                </Button>
              </Box>
            </form>
            {couponMessage?.ok ? <p role="status">{couponMessage.text}</p> : null}
            <Box as="dl" display="grid" gap="xsmall" aria-label="Order summary">
              <dt>Price</dt>
              <dd>{money(order.price, order.currency)}</dd>
              <dt>Discount</dt>
              <dd>{money(order.discount, order.currency)}</dd>
              <dt>Total to pay</dt>
              <dd>
                <strong>{money(order.total, order.currency)}</strong>
              </dd>
            </Box>
            <Box>
              <Button onClick={payNow} loading={pay.isMutating}>
                {`Pay ${money(order.total, order.currency)}`}
              </Button>
            </Box>
          </Box>
        </Card>
      ) : null}
    </Box>
  );
}

/** /premium/checkout/: signed-in learners only. */
export function CheckoutRoute() {
  const { user, isLoading } = useSession();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Get Premium"
        headingLevel={1}
        description="Every premium problem, editorial and course."
      />
      {isLoading ? (
        <Spinner label="Checking your session" />
      ) : user ? (
        <Checkout />
      ) : (
        <EmptyState
          title="Sign in to buy premium"
          description="Your plan is tied to your account."
          action={<Link href={signInHref()}>Sign in</Link>}
        />
      )}
    </Box>
  );
}
