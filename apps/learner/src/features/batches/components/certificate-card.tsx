import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

/** While the job writes the PDF, ask again this often (ms). */
const WHILE_GENERATING_MS = 2000;

/**
 * The batch page's certificate area (ADR 0054): how far the learner is from it, then the download of the PDF
 * a job wrote and the public verification page.
 */
export function CertificateCard({ slug }: { slug: string }) {
  const certificate = useApi(
    'batch-certificate',
    { query: { batch_slug: slug } },
    { refreshInterval: (data) => (data?.status === 'generating' ? WHILE_GENERATING_MS : 0) },
  );
  return (
    <Card as="section" title="Certificate" headingLevel={2}>
      <QueryView query={certificate} what="your certificate">
        {(data) =>
          data.status === 'not_eligible' ? (
            <p>
              Complete every lesson, quiz and problem of the batch to earn your certificate. You have done{' '}
              {data.user_progress}% of {data.required_progress}%.
            </p>
          ) : data.status === 'generating' ? (
            <p role="status">You have completed the batch. Your certificate is being written…</p>
          ) : (
            <Box display="flex" flexDirection="column" gap="small">
              <p>
                You completed the batch
                {data.issued_at
                  ? ` and were awarded this certificate on ${formatLongDate(data.issued_at)}`
                  : ''}
                . Verification id: <strong>{data.certificate_slug}</strong>
              </p>
              <Link
                href={`/api/latest/certificate/${encodeURIComponent(data.certificate_slug ?? '')}/pdf/`}
                download
              >
                Download your certificate (PDF)
              </Link>
              <Link as={RouterLink} to={`/certificate/${encodeURIComponent(data.certificate_slug ?? '')}`}>
                Its public verification page
              </Link>
            </Box>
          )
        }
      </QueryView>
    </Card>
  );
}
