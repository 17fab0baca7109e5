import type { Handler } from '../../api/registry';
import { batchBySlug } from '../../batches/batch-access';
import { recordFunnelEvent } from '../attribution';

/** `crm/demo-batch-page/visit/`: the learner opened a demo batch's page. */
export const handleDemoBatchVisit: Handler<'batch-crm-demo-page-visit'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course } = await batchBySlug(db, input.body.batch_slug);
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'demo_batch_visit',
    target: batch.slug,
    courseId: course.id,
    batchId: batch.id,
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};

/** `crm/premium/visit/`: the learner opened the premium page (from `source`, e.g. a locked problem). */
export const handlePremiumVisit: Handler<'premium-crm-visit'> = async ({ input, user, database: { db } }) => {
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'premium_visit',
    target: input.body.source?.trim() || 'premium page',
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};

/** `crm/premium/action/`: what the learner did on the premium page (viewed a plan, started checkout, ...). */
export const handlePremiumAction: Handler<'premium-crm-action'> = async ({
  input,
  user,
  database: { db },
}) => {
  const source = input.query.source?.trim();
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'premium_action',
    target: source ? `${input.body.action} (${source})` : input.body.action,
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};
