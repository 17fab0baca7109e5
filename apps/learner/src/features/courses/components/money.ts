/** A catalogue price in rupees as the spec shows it (001 §3): "Free" for nothing, else the symbol and Indian grouping. */
export const money = (currency: string, amount: number) =>
  amount === 0 ? 'Free' : `${currency}${amount.toLocaleString('en-IN')}`;

/** What a batch costs now: the discounted price when there is one below the list price. */
export const batchPrice = (currency: string, batch: { price: number; discounted_price: number | null }) =>
  money(
    currency,
    batch.discounted_price !== null && batch.discounted_price < batch.price
      ? batch.discounted_price
      : batch.price,
  );
