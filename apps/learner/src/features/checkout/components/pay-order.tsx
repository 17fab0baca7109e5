import { ApiError } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formatMinorAmount, INDIAN_STATES } from '@learnforge/domain';
import { Badge, Box, Button, Card, Select, Spinner, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * The payment step of every checkout (a batch or premium): the order at today's prices, a coupon,
 * the state for the GST invoice, and "Pay", which freezes the price and goes to the gateway's page.
 */
export function PayOrder({ gfgOrderId, token }: { gfgOrderId: string; token: string }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const order = useApi('payment-fetch', { query: { order_id: gfgOrderId } });
  const pay = useApiMutation('payment-create-order');
  const [code, setCode] = useState('');
  const [couponMessage, setCouponMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [applying, setApplying] = useState(false);
  const [billingState, setBillingState] = useState('');
  const [errors, setErrors] = useState<{ state?: string; form?: string }>({});

  if (order.isLoading) return <Spinner label="Loading your order" />;
  if (order.error || !order.data)
    return (
      <Card title="This order could not be opened" tone="critical" role="alert">
        <p>{order.error?.message}</p>
      </Card>
    );
  const data = order.data;
  if (data.status !== 'cart' && data.status !== 'created')
    return (
      <Card title={data.status === 'paid' ? 'This order is paid' : 'This order is closed'} role="status">
        <p>
          {data.status === 'paid'
            ? 'Find it with its invoice on your payments page.'
            : 'It expired or its payment failed. Start again from the course page.'}
        </p>
      </Card>
    );

  const applyCoupon = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setApplying(true);
    try {
      const answer = await client.call('coupon-apply', {
        query: { coupon_code: code.trim(), transaction_token: token },
      });
      setCouponMessage({ ok: answer.valid, text: answer.message });
      await order.mutate();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setCouponMessage({ ok: false, text: error.message });
    } finally {
      setApplying(false);
    }
  };

  const payNow = async () => {
    if (!billingState) {
      setErrors({ state: 'Choose your state for the GST invoice.' });
      return;
    }
    setErrors({});
    try {
      const started = await pay.trigger({
        body: { transaction_token: token, billing_state: billingState as (typeof INDIAN_STATES)[number] },
      });
      if (started.checkout_url) window.location.assign(started.checkout_url);
      else
        navigate(
          `/checkout/complete?order=${encodeURIComponent(started.gfgOrderId)}&token=${encodeURIComponent(token)}`,
        );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields?.coupon_code) {
        setCouponMessage({ ok: false, text: error.fields.coupon_code });
        return;
      }
      setErrors({
        state: error.fields?.billing_state,
        form: error.fields?.billing_state ? undefined : error.message,
      });
    }
  };

  // Nothing costs money without a gateway; a free order (a full discount) still goes through.
  const cannotPay = data.gateway === null && data.amount > 0;

  return (
    <Card
      title="Your order"
      as="section"
      headingLevel={2}
      actions={
        data.gateway === 'sandbox' ? (
          <Badge tone="caution" variant="solid">
            Test payments
          </Badge>
        ) : undefined
      }
    >
      <Box display="flex" flexDirection="column" gap="medium">
        {data.gateway === 'sandbox' ? (
          <p>
            This site takes test payments only: no money moves and you choose the outcome on the next page.
          </p>
        ) : null}
        <ul aria-label="Items">
          {data.items.map((item) => (
            <li key={item.name}>
              {item.name}: {formatMinorAmount(item.amount, data.currency)}
            </li>
          ))}
        </ul>
        <form onSubmit={applyCoupon} aria-label="Apply a coupon">
          <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
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
        {couponMessage?.ok ? (
          <p role="status" aria-label="Coupon">
            {couponMessage.text}
          </p>
        ) : null}
        <Box as="dl" display="grid" gap="xsmall" aria-label="Order summary">
          <dt>Price</dt>
          <dd>{formatMinorAmount(data.list_amount, data.currency)}</dd>
          <dt>Discount</dt>
          <dd>{formatMinorAmount(data.discount_amount, data.currency)}</dd>
          <dt>Total to pay (GST included)</dt>
          <dd>
            <strong>{formatMinorAmount(data.amount, data.currency)}</strong>
          </dd>
        </Box>
        <Select
          label="Your state (for the GST invoice)"
          placeholder="Choose a state"
          value={billingState}
          onChange={(event) => setBillingState(event.target.value)}
          options={INDIAN_STATES.map((state) => ({ value: state, label: state }))}
          error={errors.state}
        />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        {cannotPay ? (
          <p role="alert">
            Payments are not set up on this site yet, so this order cannot be paid. Nothing was charged.
          </p>
        ) : null}
        <Box>
          <Button onClick={payNow} loading={pay.isMutating} disabled={cannotPay}>
            {`Pay ${formatMinorAmount(data.amount, data.currency)}`}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
