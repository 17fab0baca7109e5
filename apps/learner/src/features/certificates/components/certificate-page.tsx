import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Card } from '@learnforge/ui';
import { useParams } from 'react-router';

/**
 * `/certificate/{id}`: the public verification page (ADR 0054). Anyone holding a certificate's id can check
 * it is real; the page shows only what the certificate itself shows.
 */
export function CertificatePage() {
  const { slug = '' } = useParams();
  const details = useApi('batch-certificate-details', { path: { slug } });
  usePageTitle(`Certificate ${slug}`);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>Certificate {slug}</h1>
      <QueryView query={details} what="the certificate">
        {(certificate) => (
          <Card as="section" title="A valid Learnforge certificate" headingLevel={2} tone="positive">
            <dl>
              <dt>Awarded to</dt>
              <dd>{certificate.holder_name}</dd>
              <dt>Course</dt>
              <dd>{certificate.course_name}</dd>
              <dt>Batch</dt>
              <dd>{certificate.batch_name}</dd>
              <dt>Issued on</dt>
              <dd>{formatLongDate(certificate.issued_at)}</dd>
            </dl>
          </Card>
        )}
      </QueryView>
    </Box>
  );
}
