import { Card } from '@learnforge/ui';
import { DiscussionPanel } from '../../../shared/components/discussion-panel';

/** The batch's discussion (ADR 0078's threads, placed in a batch): doubts and ideas among its learners and staff. */
export function BatchDiscussion({ slug, batchName }: { slug: string; batchName: string }) {
  return (
    <Card as="section" title="Discussion" headingLevel={2}>
      <p>Ask about {batchName} and help others; the course team and teaching assistants answer here too.</p>
      <DiscussionPanel place={{ batch_slug: slug }} headingLevel={3} />
    </Card>
  );
}
