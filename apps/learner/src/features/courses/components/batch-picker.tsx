import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Button, RadioGroup } from '@learnforge/ui';
import { useState } from 'react';
import type { useEnrol } from '../hooks/use-enrol';
import { batchPrice } from './money';

type Offer = EndpointOutput<(typeof contract)['courses-details']>['batches'][number];

const describe = (batch: Offer, currency: string) =>
  [
    batch.batch_name,
    `starts ${formatLongDate(`${batch.start_date}T00:00:00Z`, { timeZone: 'UTC' })}`,
    batchPrice(currency, batch),
    batch.lang,
    ...(batch.location ? [batch.location] : []),
    ...(batch.seats_left !== null ? [`${batch.seats_left} seats left`] : []),
  ].join(' · ');

/**
 * Every upcoming batch on sale, to choose from when the course has several: the page's primary action
 * sells the next one; this one enrols in the batch the learner picks (the next one chosen at first).
 */
export function BatchPicker({
  courseSlug,
  currency,
  enrolling,
  enrolledIn = null,
}: {
  courseSlug: string;
  currency: string;
  enrolling: ReturnType<typeof useEnrol>;
  /** The batch the learner is already in: not offered again. */
  enrolledIn?: string | null;
}) {
  const details = useApi('courses-details', { path: { slug: courseSlug } });
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <QueryView query={details} what="the batches">
      {(data) => {
        const offered = data.batches.filter((batch) => batch.batch_slug !== enrolledIn);
        const picked = offered.find((batch) => batch.batch_slug === chosen) ?? offered[0];
        if (!picked) return null;
        return (
          <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
            <RadioGroup
              label="Choose a batch"
              name="batch"
              orientation="vertical"
              value={picked.batch_slug}
              onValueChange={setChosen}
              options={offered.map((batch) => ({
                value: batch.batch_slug,
                label: describe(batch, currency),
              }))}
            />
            <Button
              variant="outline"
              onClick={() => enrolling.enrol(picked.batch_slug)}
              loading={enrolling.busy}
            >
              {`Enrol in the chosen batch: ${picked.batch_name}`}
            </Button>
          </Box>
        );
      }}
    </QueryView>
  );
}
