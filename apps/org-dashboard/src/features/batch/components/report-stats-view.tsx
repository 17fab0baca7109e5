import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, Button, ChartDonut, Dialog, StatCard, TextField, useToast } from '@learnforge/ui';
import { useState } from 'react';
import { formatNumber } from '../../../shared/format';

type Tier = 'Tier-1' | 'Tier-2' | 'Tier-3';

/** How many students reach each tier's minimum score; the tier values are editable (002 §4). */
export function ReportStatsView({ batchSlug }: { batchSlug: string }) {
  const stats = useApi('org-report-stats', { query: { batch_slug: batchSlug } });
  return (
    <QueryView query={stats} what="report stats">
      {(data) => {
        const { total_students: total, tiers } = data;
        return (
          <Box display="flex" flexDirection="column" gap="large">
            <Box display="flex" gap="medium" flexWrap="wrap">
              <StatCard label="Students" value={formatNumber(total)} />
              {tiers.map((tier) => (
                <StatCard
                  key={tier.tier}
                  label={`${tier.tier} (score ${formatNumber(tier.min_score)} or more)`}
                  value={formatNumber(tier.students_count)}
                />
              ))}
            </Box>
            <Box display="flex">
              <TierEditor tiers={tiers} />
            </Box>
            {total > 0 ? (
              <ChartDonut
                title="Students by tier"
                labelHeader="Tier"
                centerLabel={formatNumber(total)}
                data={[
                  ...tiers.map((tier) => ({ label: tier.tier, value: tier.students_count })),
                  {
                    label: 'Below every tier',
                    value: Math.max(0, total - tiers.reduce((sum, tier) => sum + tier.students_count, 0)),
                  },
                ]}
              />
            ) : null}
          </Box>
        );
      }}
    </QueryView>
  );
}

function TierEditor({ tiers }: { tiers: { tier: Tier; min_score: number }[] }) {
  const toast = useToast();
  const update = useApiMutation('org-report-stats-update');
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(Object.fromEntries(tiers.map((tier) => [tier.tier, String(tier.min_score)])));
      setError(null);
    }
  };

  const save = async () => {
    const parsed = tiers.map((tier) => ({ tier: tier.tier, min_score: Number(values[tier.tier]) }));
    if (
      parsed.some(
        (tier) => !Number.isFinite(tier.min_score) || tier.min_score < 0 || values[tier.tier] === '',
      )
    ) {
      setError('Each tier needs a minimum score of 0 or more.');
      return;
    }
    try {
      await update.trigger({ body: { tiers: parsed } });
      toast.success('Tier values saved; the report stats are up to date.');
      setOpen(false);
    } catch {
      // the notifier shows the server's message
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <Button size="small" variant="outline">
          Edit tier values
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Edit tier values"
        description="The minimum score a student needs to reach each tier."
        footer={
          <>
            <Dialog.Close asChild>
              <Button variant="ghost" tone="neutral">
                Cancel
              </Button>
            </Dialog.Close>
            <Button loading={update.isMutating} onClick={() => void save()}>
              Save tiers
            </Button>
          </>
        }
      >
        <Box display="flex" flexDirection="column" gap="medium">
          {tiers.map((tier) => (
            <TextField
              key={tier.tier}
              label={`${tier.tier} minimum score`}
              type="number"
              min={0}
              inputMode="decimal"
              value={values[tier.tier] ?? ''}
              onChange={(event) => setValues((current) => ({ ...current, [tier.tier]: event.target.value }))}
            />
          ))}
          {error ? <p role="alert">{error}</p> : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
