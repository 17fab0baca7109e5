import { useApi } from '@learnforge/api-client/react';
import { Card, Countdown } from '@learnforge/ui';

/**
 * The sale running now, if any (001 §4): "Sale Ends in" and a countdown to its end, with what it offers.
 * The server decides whether now is inside the window; an ended sale simply stops being returned.
 */
export function SaleBanner() {
  const active = useApi('courses-sale-active', {});
  const sale = active.data?.sale;
  if (!sale) return null;
  return (
    <Card as="section" title={sale.text} headingLevel={2} tone="caution">
      <Countdown end={new Date(sale.ends_at)} label={sale.title} />
    </Card>
  );
}
