import { signInHref, useSession } from '@learnforge/app-shell';
import { Box, EmptyState, Link, Spinner, SubHeader } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { PayOrder } from './pay-order';

/** `/checkout?order=…&token=…`: pays the order the course page's "Enrol" opened. */
export function OrderCheckoutPage() {
  const [params] = useSearchParams();
  const { user, isLoading } = useSession();
  const order = params.get('order');
  const token = params.get('token');
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader title="Checkout" headingLevel={1} description="Review your order and pay securely." />
      {isLoading ? (
        <Spinner label="Checking your session" />
      ) : !user ? (
        <EmptyState
          title="Sign in to pay"
          description="Your order is tied to your account."
          action={<Link href={signInHref()}>Sign in</Link>}
        />
      ) : order && token ? (
        <PayOrder gfgOrderId={order} token={token} />
      ) : (
        <EmptyState
          title="There is no order to pay"
          description="Start from a course page with Enrol."
          action={<Link href="/courses">Browse courses</Link>}
        />
      )}
    </Box>
  );
}
