import { readFileSync } from 'node:fs';
import { normalizeJobDates } from '@learnforge/domain';
import { describe, expect, it } from 'vitest';
import { pathParamNames } from '../client/route';
import { contractCoverage, parseSpecRows, routeKeyOf } from '../coverage';
import type { Endpoint } from './define';
import { contract } from './index';

const rows = parseSpecRows(readFileSync(new URL('./endpoints.tsv', import.meta.url), 'utf8'));
const table: Readonly<Record<string, Endpoint>> = contract;
const entries = Object.entries(table);

describe('the contract against endpoints.tsv', () => {
  it('reads all 397 rows of the package copy of endpoints.tsv, ids unique', () => {
    expect(rows).toHaveLength(397);
    expect(new Set(rows.map((row) => row.id)).size).toBe(397);
  });

  it('has an entry for every row, with the spec method and path unless a decided note says why', () => {
    expect(contractCoverage(table, rows).problems).toEqual([]);
  });

  it('decides every method the spec leaves as "?"', () => {
    const undecided = rows
      .filter((row) => row.method === '?' && !table[row.id]?.decided)
      .map((row) => row.id);
    expect(undecided).toEqual([]);
  });

  it('names calls the spec does not list with an x- id', () => {
    const specIds = new Set(rows.map((row) => row.id));
    const extra = entries.map(([id]) => id).filter((id) => !specIds.has(id));
    expect(extra.filter((id) => !id.startsWith('x-'))).toEqual([]);
    expect(extra).toEqual(expect.arrayContaining(['x-health', 'x-openapi']));
  });
});

describe('each entry', () => {
  it.each(entries)('%s is keyed by its own id', (key, entry) => {
    expect(entry.id).toBe(key);
  });

  it('declares exactly the path parameters its template names', () => {
    const mismatched = entries.flatMap(([id, entry]) => {
      const named = pathParamNames(entry.path).sort();
      const shape = (entry.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      const declared = Object.keys(shape).sort();
      return JSON.stringify(named) === JSON.stringify(declared) ? [] : [`${id}: ${named} vs ${declared}`];
    });
    expect(mismatched).toEqual([]);
  });

  it('refreshes only ids that exist', () => {
    const unknown = entries.flatMap(([id, entry]) =>
      (entry.policy?.revalidates ?? [])
        .filter((target) => !table[target])
        .map((target) => `${id} -> ${target}`),
    );
    expect(unknown).toEqual([]);
  });

  it('shares a method and path with another entry only through sameRouteAs', () => {
    const byRoute = new Map<string, string[]>();
    for (const [id, entry] of entries) {
      if (entry.sameRouteAs) continue;
      byRoute.set(routeKeyOf(entry), [...(byRoute.get(routeKeyOf(entry)) ?? []), id]);
    }
    const clashes = [...byRoute]
      .filter(([, ids]) => ids.length > 1)
      .map(([route, ids]) => `${route}: ${ids}`);
    expect(clashes).toEqual([]);
    for (const [id, entry] of entries.filter(([, e]) => e.sameRouteAs)) {
      const target = table[entry.sameRouteAs ?? ''];
      expect(target, `${id}.sameRouteAs`).toBeDefined();
      expect(routeKeyOf(target as Endpoint), id).toBe(routeKeyOf(entry));
    }
  });
});

describe('the spec policies the client and hooks carry out', () => {
  it('caches internal users 3600 s and contest summary 1800 s; never caches a deal active users', () => {
    expect(contract['user-internal-users'].policy.cacheSeconds).toBe(3600);
    expect(table['contest-summary']?.policy?.cacheSeconds).toBe(1800);
    expect(contract['org-company-deal-active-users'].policy.neverCache).toBe(true);
  });

  it('reads the Date header for user meta and the daily problem current_date', () => {
    expect(table['batch-user-meta']?.policy?.readsDateHeader).toBe(true);
    expect(contract['pod-today'].policy).toMatchObject({
      readsDateHeader: true,
      dateHeaderField: 'current_date',
    });
  });

  it('fetches the daily problem without user data', () => {
    expect(contract['pod-today'].policy.anonymous).toBe(true);
  });

  it('times out the email-reply queue after 5 s and base64-encodes the get-user-data handle', () => {
    expect(table['issues-email-reply-queue']?.policy?.timeoutMs).toBe(5000);
    expect(table['issues-get-user-data']?.policy?.base64).toContain('handle');
  });

  it('adds page_url to the premium payment and contest registration bodies', () => {
    expect(contract['premium-payment'].policy.pageUrl).toBe(true);
    expect(table['contest-register']?.policy?.pageUrl).toBe(true);
  });

  it("completes job dates with ':00' before sending a job form", () => {
    for (const id of ['admin-job-add', 'admin-job-edit-put', 'admin-job-edit-post'] as const) {
      expect(contract[id].policy.prepareBody, id).toBe(normalizeJobDates);
    }
  });

  it('downloads the invoice as a file', () => {
    expect(contract['pay-download-invoice'].policy.download).toBe('application/pdf');
  });

  it('sends the organization slug on every organization-dashboard call but the organization picker', () => {
    const dashboard = entries.filter(([, entry]) => entry.area === 'Organization dashboard');
    // The 36 of endpoints.tsv, plus the `x-org-` calls the dashboard needs besides.
    expect(dashboard.filter(([id]) => !id.startsWith('x-'))).toHaveLength(36);
    // The picker lists organizations for a super admin before one is chosen, so it has none to send.
    expect(dashboard.filter(([, entry]) => !entry.policy?.organizationSlug).map(([id]) => id)).toEqual([
      'x-org-organizations',
    ]);
  });

  it('refreshes what the spec says after each mutation', () => {
    expect(contract['rewards-redeem-item'].policy.revalidates).toEqual(
      expect.arrayContaining(['rewards-my-orders', 'user-details', 'pod-stats-history']),
    );
    expect(contract['org-report-stats-update'].policy.revalidates).toEqual(['org-report-stats']);
    expect(contract['summer-training-registration-post'].policy.revalidates).toEqual([
      'summer-training-registration-get',
    ]);
    expect(table['contest-register']?.policy?.revalidates).toContain('contest-meta');
    expect(table['contest-register']?.policy?.revalidateWhen).toBeTypeOf('function');
  });
});
