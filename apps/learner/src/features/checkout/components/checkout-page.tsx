import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, signInHref, useSession } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Link,
  RadioGroup,
  Spinner,
  SubHeader,
} from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { PayOrder } from './pay-order';

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);

/** Premium checkout once the plans are loaded. */
function Checkout() {
  const details = useApi('premium-plan-details');
  const premiumVisit = useApiMutation('premium-crm-visit');
  const recordVisit = useRef(premiumVisit.trigger);
  // The CRM counts the visit once per page view (the server keeps one per ten minutes); a failure
  // to record it never stands between the learner and the plans.
  useEffect(() => {
    void recordVisit.current({ body: { source: 'premium checkout' } }).catch(() => undefined);
  }, []);
  return (
    <QueryView query={details} what="the premium plans">
      {(data) => <PlanCheckout details={data} />}
    </QueryView>
  );
}

/** Pick a plan, then the same payment step as any order (ADR 0048). */
function PlanCheckout({ details }: { details: ResponseOf<'premium-plan-details'> }) {
  const startOrder = useApiMutation('premium-payment');
  const [planId, setPlanId] = useState<number | null>(null);
  const [order, setOrder] = useState<{ gfgOrderId: string; token: string } | null>(null);

  const plans = details.plans;
  const chosenPlan = plans.find((plan) => plan.id === (planId ?? plans[0]?.id));

  const begin = async () => {
    if (!chosenPlan) return;
    const started = await startOrder.trigger({ body: { plan_id: chosenPlan.id } });
    setOrder({ gfgOrderId: started.gfgOrderId, token: started.transaction_token });
  };

  return (
    <Box display="flex" flexDirection="column" gap="large">
      {details.subscription.status === 'active' ? (
        <ActiveSubscription renewsAt={details.subscription.renews_at} />
      ) : details.subscription.status === 'cancelled' ? (
        <Card title="Your premium is cancelled" tone="caution">
          <p role="status">Premium problems are locked again. Choose a plan below to come back.</p>
        </Card>
      ) : details.subscription.status === 'expired' ? (
        <Card title="Your premium has ended" tone="caution">
          <p role="status">
            Your plan ran until {formatLongDate(details.subscription.ended_at)}, and premium problems are
            locked again. Choose a plan below to renew.
          </p>
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
      {order ? <PayOrder key={order.gfgOrderId} gfgOrderId={order.gfgOrderId} token={order.token} /> : null}
    </Box>
  );
}

/** The member's plan, and cancelling it: premium ends at once (000 §6: premium is a set premiumPlanId). */
function ActiveSubscription({ renewsAt }: { renewsAt: string | null }) {
  const cancel = useApiMutation('pay-subscription-cancel');
  const { refresh } = useSession();
  return (
    <Card title="You already have premium" tone="positive">
      <Box display="flex" flexDirection="column" gap="small">
        <p>
          {renewsAt ? `Your plan runs until ${formatLongDate(renewsAt)}. ` : ''}Buying again extends your
          membership.
        </p>
        <div>
          <ConfirmDialog
            trigger={<Button variant="outline">Cancel subscription</Button>}
            title="Cancel your premium subscription?"
            description="Premium problems, editorials and courses lock again straight away, and the plan does not renew. Payments already made are not refunded."
            confirmLabel="Cancel subscription"
            cancelLabel="Keep premium"
            tone="critical"
            onConfirm={async () => {
              await cancel.trigger({});
              // The header's Premium badge reads the session.
              await refresh();
            }}
          />
        </div>
        {cancel.error ? <p role="alert">{cancel.error.message}</p> : null}
      </Box>
    </Card>
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
