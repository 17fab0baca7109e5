import { ApiError } from '@learnforge/api-client';
import { useApiMutation } from '@learnforge/api-client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Enrolling in a batch of this course: a free batch enrols at once; a paid one opens an order, tells the
 * CRM that checkout started (`crm/course-page/payment-initiate/`) and goes to checkout.
 */
export function useEnrol(courseSlug: string) {
  const navigate = useNavigate();
  const register = useApiMutation('batch-registration');
  const initiate = useApiMutation('courses-crm-payment-initiate');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const enrol = async (batchSlug: string) => {
    setOutcome(null);
    try {
      const answer = await register.trigger({ body: { batch_slug: batchSlug } });
      if (answer.transaction_token && answer.gfgOrderId) {
        // The CRM's note is for the sales team: if it cannot be written, the learner still pays.
        await initiate
          .trigger({ body: { course_slug: courseSlug, batch_slug: batchSlug } })
          .catch(() => undefined);
        navigate(
          `/checkout?order=${encodeURIComponent(answer.gfgOrderId)}&token=${encodeURIComponent(answer.transaction_token)}`,
        );
      } else setOutcome({ ok: answer.status === 'SUCCESS', text: answer.message });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setOutcome({ ok: false, text: error.message });
    }
  };
  return { enrol, outcome, busy: register.isMutating || initiate.isMutating };
}
