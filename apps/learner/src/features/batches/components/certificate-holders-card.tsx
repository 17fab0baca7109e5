import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import { Box, Button, Card, Link, Pagination, Tag } from '@learnforge/ui';
import { useState } from 'react';

/**
 * Staff who run batches (ADR 0087): who holds the batch's certificate, newest first, each with its verification
 * page, and the way to issue certificates to everyone who has completed the batch (a background job, ADR 0054).
 */
export function CertificateHoldersCard({ slug, batchName }: { slug: string; batchName: string }) {
  const [page, setPage] = useState(1);
  const holders = useApi('x-batch-certificate-holders', { path: { slug }, query: { page } });
  const generate = useApiMutation('staff-dash-generate-certificate');
  const [said, setSaid] = useState<{ text: string; refused: boolean } | null>(null);
  const issue = async () => {
    setSaid(null);
    try {
      const answer = await generate.trigger({ body: { batch_slug: slug } });
      setSaid({
        text: `${answer.message} ${answer.learners} ${answer.learners === 1 ? 'learner is' : 'learners are'} checked against the rule; refresh the list in a moment.`,
        refused: false,
      });
    } catch (error) {
      setSaid({
        text: formErrorsOf(error, [] as const).form ?? 'The certificates could not be issued.',
        refused: true,
      });
    }
  };
  return (
    <Card as="section" title="Certificate holders" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
          <Button variant="outline" loading={generate.isMutating} onClick={issue}>
            Issue certificates to everyone who completed {batchName}
          </Button>
          <Button variant="ghost" onClick={() => void holders.mutate()}>
            Refresh the list
          </Button>
        </Box>
        {said ? <p role={said.refused ? 'alert' : 'status'}>{said.text}</p> : null}
        <QueryView
          query={holders}
          what="the certificate holders"
          refusedInPlace
          isEmpty={(data) => data.results.length === 0}
          empty={{
            title: 'No certificates yet',
            description: `Nobody holds the certificate of ${batchName} yet.`,
          }}
        >
          {(data) => (
            <>
              <Box
                as="ul"
                display="flex"
                flexDirection="column"
                gap="small"
                style={{ listStyle: 'none', padding: 0 }}
                aria-label={`Holders of the ${batchName} certificate`}
              >
                {data.results.map((holder) => (
                  <Box
                    as="li"
                    key={holder.certificate_slug}
                    display="flex"
                    gap="small"
                    flexWrap="wrap"
                    alignItems="center"
                  >
                    <strong>{holder.name}</strong>
                    <span>@{holder.handle}</span>
                    <time dateTime={holder.issued_at}>{formatDateTime(holder.issued_at)}</time>
                    {holder.status === 'generating' ? <Tag tone="caution">PDF being written</Tag> : null}
                    <Link href={holder.verification_url}>Verify {holder.name}’s certificate</Link>
                  </Box>
                ))}
              </Box>
              {data.count > data.page_size ? (
                <Pagination
                  page={page}
                  pageCount={Math.ceil(data.count / data.page_size)}
                  onPageChange={setPage}
                  label="Certificate holder pages"
                />
              ) : null}
            </>
          )}
        </QueryView>
      </Box>
    </Card>
  );
}
