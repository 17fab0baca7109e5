import { describe, expectTypeOf, it } from 'vitest';
import type { contract } from '../contract/index';
import { createClient, type DownloadedFile, type EndpointInput, type EndpointOutput } from '../index';
import { useApi, useApiMutation } from './index';

/** Misuse must not compile: ids, inputs and outputs all come from the contract table. */
describe('typed from the contract', () => {
  it('types useApi input and data from the entry', () => {
    const leaderboard = useApi('org-batch-leaderboard', { path: { batchSlug: 'dsa-1' }, query: { page: 2 } });
    expectTypeOf(leaderboard.data?.results[0]?.rank).toEqualTypeOf<number | undefined>();
    expectTypeOf(leaderboard.data?.page_size).toEqualTypeOf<number | undefined>();
    expectTypeOf(useApi('org-meta', null).data?.organization_type).toEqualTypeOf<
      'company' | 'institute' | undefined
    >();

    // @ts-expect-error a typo in an id
    useApi('org-batch-leaderbord', null);
    // @ts-expect-error the batchSlug path parameter is a string
    useApi('org-batch-leaderboard', { path: { batchSlug: 3 } });
    // @ts-expect-error the batchSlug path parameter is required
    useApi('org-batch-leaderboard', { query: { page: 1 } });
    // @ts-expect-error attendance needs class_slug
    useApi('org-attendance-sheet', { query: {} });
  });

  it('lets the client fill page_url and the organization slug', () => {
    const payment = useApiMutation('premium-payment');
    expectTypeOf(payment.trigger).parameter(0).toMatchTypeOf<{ body: { plan_id: number } }>();
    void payment.trigger({ body: { plan_id: 1 } });
    // @ts-expect-error plan_id is a number
    void payment.trigger({ body: { plan_id: '1' } });
    useApi('org-progress', {});
  });

  it('types mutation results and allows no input where none is needed', () => {
    const redeem = useApiMutation('rewards-redeem-item');
    expectTypeOf(redeem.data?.transactionId).toEqualTypeOf<string | undefined>();
    // @ts-expect-error item_id is required
    void redeem.trigger({ body: {} });
    void useApiMutation('pay-subscription-cancel').trigger();
    // @ts-expect-error no such id
    useApiMutation('rewards-redeem');
  });

  it('types the terms of service and consent calls', () => {
    expectTypeOf(useApi('terms-get', {}).data?.accepted_at).toEqualTypeOf<string | null | undefined>();
    const publish = useApiMutation('terms-update');
    void publish.trigger({ body: { version: '2026-07', content: '## Changes' } });
    // @ts-expect-error the terms need their content
    void publish.trigger({ body: { version: '2026-07' } });
    const answer = useApiMutation('user-consent-form-put');
    void answer.trigger({
      query: { source: 'terms-of-service' },
      body: { accepted: true, version: '2026-01' },
    });
    const query = { source: 'terms-of-service' };
    // @ts-expect-error accepted is a boolean
    void answer.trigger({ query, body: { accepted: 'yes', version: '2026-01' } });
    // @ts-expect-error the consent form is chosen by source
    useApi('user-consent-form-get', {});
  });

  it('types client.call end to end, downloads included', async () => {
    const client = createClient({ baseUrl: '' });
    expectTypeOf(
      client.call('pay-download-invoice', { path: { gfgOrderId: 'G-1' } }),
    ).resolves.toEqualTypeOf<DownloadedFile>();
    expectTypeOf(client.call('pod-today')).resolves.toHaveProperty('current_date');
    // @ts-expect-error gfgOrderId is required
    await client.call('pay-download-invoice', { path: {} });
    // @ts-expect-error no such id
    await client.call('nope');
  });

  it('gives the server parsed input and the output to return', () => {
    type Leaderboard = (typeof contract)['org-batch-leaderboard'];
    expectTypeOf<EndpointInput<Leaderboard>['path']>().toEqualTypeOf<{ batchSlug: string }>();
    expectTypeOf<EndpointInput<(typeof contract)['x-health']>['body']>().toEqualTypeOf<undefined>();
    type Editor = EndpointOutput<(typeof contract)['x-course-editor-get']>;
    expectTypeOf<Editor['tabs']['course-intro']['course_expiry_days']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<EndpointInput<(typeof contract)['x-course-editor-update']>['body']['tab']>().toEqualTypeOf<
      | 'course-intro'
      | 'course-journey'
      | 'details'
      | 'course-content'
      | 'faqs'
      | 'send-email'
      | 'schema-keywords'
      | 'opt-languages'
      | 'course-banners'
      | 'premium'
    >();
    expectTypeOf<EndpointOutput<(typeof contract)['x-health']>>().toEqualTypeOf<{
      status: 'ok' | 'degraded';
      database: 'pglite' | 'postgres';
      migration: string;
    }>();
  });
});
