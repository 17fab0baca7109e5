import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, fileDownload } from './define';
import { contract } from './index';

const SEED = '001_09bb6fec62e591ab.txt';

interface Row {
  id: string;
  area: string;
  method: string;
  path: string;
}

function rowsOfSeed(seed: string): Row[] {
  const [header, ...lines] = readFileSync(new URL('./endpoints.tsv', import.meta.url), 'utf8')
    .trimEnd()
    .split('\n');
  const columns = (header ?? '').split('\t');
  const at = (cells: string[], name: string) => cells[columns.indexOf(name)] ?? '';
  return lines
    .map((line) => line.split('\t'))
    .filter((cells) => at(cells, 'seed') === seed)
    .map((cells) => ({
      id: at(cells, 'id'),
      area: at(cells, 'area'),
      method: at(cells, 'method'),
      path: at(cells, 'path'),
    }));
}

const rows = rowsOfSeed(SEED);
const entries: [string, Endpoint][] = Object.entries(contract);
const byId = new Map<string, Endpoint>(entries);
/** The spec keeps fixed query strings in some paths (`end/?reason=autoEnd`); the client splits them off. */
const pathname = (path: string) => path.split('?')[0] ?? '';
const placeholders = (path: string) => [...pathname(path).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('contract entries: spec 001 rows, path params, routes, schemas and policies', () => {
  it('reads the 239 rows of spec 001 from the package copy of endpoints.tsv', () => {
    expect(rows).toHaveLength(239);
  });

  it.each(rows)('$id is in the contract with the spec method and path, or says why not', (row) => {
    const entry = byId.get(row.id);
    expect(entry, `${row.id} has no contract entry`).toBeDefined();
    if (!entry) return;
    expect(entry.area).toBe(row.area);
    if (entry.method !== row.method || entry.path !== row.path) {
      expect(
        entry.decided,
        `${row.id}: ${row.method} ${row.path} became ${entry.method} ${entry.path}`,
      ).toMatch(/\S{3,}/);
    }
  });

  it('keys every entry by its own id', () => {
    for (const [key, entry] of entries) expect(entry.id).toBe(key);
  });

  it('declares a path parameter schema for exactly the placeholders of each path', () => {
    for (const [key, entry] of entries) {
      const names = placeholders(entry.path).sort();
      const declared = entry.params instanceof z.ZodObject ? Object.keys(entry.params.shape).sort() : [];
      expect(declared, key).toEqual(names);
    }
  });

  it('gives every route one entry, so the server can dispatch by method and path', () => {
    const route = (entry: Endpoint) =>
      `${entry.base ?? 'versioned'} ${entry.method} ${pathname(entry.path)
        .replace(/^\//, '')
        .replace(/\{\w+\}/g, '{}')}`;
    const seen = new Map<string, string>();
    for (const [key, entry] of entries) {
      // Calls the spec lists twice are served by the other id (sameRouteAs).
      if (entry.sameRouteAs) continue;
      expect(seen.get(route(entry)), `${key} repeats the route of ${seen.get(route(entry))}`).toBeUndefined();
      seen.set(route(entry), key);
    }
  });

  it('converts every schema to JSON Schema, as the OpenAPI document needs', () => {
    for (const [key, entry] of entries) {
      for (const input of [entry.params, entry.query, entry.body]) {
        if (input) expect(() => z.toJSONSchema(input, { io: 'input' }), key).not.toThrow();
      }
      // A download's response is a file, described by the OpenAPI generator itself.
      if (!entry.policy?.download)
        expect(() => z.toJSONSchema(entry.response, { io: 'output' }), key).not.toThrow();
    }
    // Converting every schema of the contract is CPU-bound: about a second on a quiet machine, but more than the
    // default 5 s when CI shares the cores with the browser suites.
  }, 60_000);

  it('refreshes only calls that exist, and names an existing call when it shares a route', () => {
    const known = new Set(
      [...rowsOfSeed('000_72c865af87004ec5.txt'), ...rowsOfSeed('002_6dcf11ef73b89253.txt'), ...rows].map(
        (row) => row.id,
      ),
    );
    for (const [key] of entries) known.add(key);
    for (const [key, entry] of entries) {
      for (const id of entry.policy?.revalidates ?? [])
        expect(known.has(id), `${key} revalidates ${id}`).toBe(true);
      if (entry.sameRouteAs) expect(known.has(entry.sameRouteAs), key).toBe(true);
    }
  });

  it('lets the client fill page_url and answers downloads with a file', () => {
    for (const [key, entry] of entries) {
      const fields = entry.body instanceof z.ZodObject ? Object.keys(entry.body.shape) : [];
      expect(fields.includes('page_url'), key).toBe(entry.policy?.pageUrl === true);
      expect(fields.includes('first_touch'), key).toBe(entry.policy?.firstTouch === true);
      if (entry.policy?.download) expect(entry.response, key).toBe(fileDownload);
    }
  });

  it('refreshes contest meta only after a SUCCESS registration, and meta and job details after a job apply', () => {
    const register = contract['contest-register'].policy;
    expect(register.revalidates).toEqual(['contest-meta']);
    expect(register.revalidateWhen({ status: 'SUCCESS' })).toBe(true);
    expect(register.revalidateWhen({ status: 'ALREADY_REGISTERED' })).toBe(false);
    expect(contract['jobs-apply'].policy.revalidates).toEqual(['jobs-meta', 'jobs-details']);
    expect(contract['contest-apply-jobs'].policy.revalidates).toEqual([
      'contest-meta',
      'contest-job-details',
    ]);
  });

  it('keeps the spec policies: date header, timeouts, cache lifetimes, downloads, multipart', () => {
    expect(contract['batch-user-meta'].policy.readsDateHeader).toBe(true);
    expect(Object.keys(contract['batch-user-meta'].response.shape)).toContain('current_date');
    expect(contract['issues-get-user-data'].policy.base64).toEqual(['handle']);
    expect(contract['issues-email-reply-queue'].policy.timeoutMs).toBe(5000);
    expect(contract['contest-summary'].policy.cacheSeconds).toBe(1800);
    expect(contract['batch-detail'].policy.cacheSeconds).toBe(3600);
    expect(contract['batch-live-classes'].policy.cacheSeconds).toBe(0);
    expect(contract['crm-user-list-csv'].policy.download).toBe('text/csv');
    expect(contract['jobs-resume-upload'].policy.bodyEncoding).toBe('multipart');
  });

  it('accepts a URL-encodable coupon on batch registration and asks for page_url in register and apply bodies', () => {
    expect(contract['batch-registration'].query.parse({ coupon: 'DIWALI 50%' })).toEqual({
      coupon: 'DIWALI 50%',
    });
    for (const id of ['batch-registration', 'contest-register', 'jobs-apply'] as const) {
      const body = contract[id].body;
      expect(body.safeParse({}).success, id).toBe(false);
      expect(Object.keys(body.shape), id).toContain('page_url');
    }
  });

  it('fills the spec defaults: leaderboard page 1 and type current, category listing order/primary/public', () => {
    expect(contract['batch-leaderboard'].query.parse({ batch_slug: 'dsa-self-paced' })).toMatchObject({
      page: 1,
      type: 'current',
    });
    expect(contract['courses-all-category'].query.parse({})).toEqual({
      ordering: 'order',
      type: 'primary',
      public: true,
    });
    expect(contract['batch-notes-list'].query.parse({ batch_slug: 'b', page: '2' }).page).toBe(2);
  });

  it('keeps remaining recruiter quantities at zero or above', () => {
    const response = contract['recruiter-check-permission'].response;
    const answer = (remaining: number) => ({
      is_recruiter: true,
      organization: 'Demo Company',
      hasSignedLegalContract: true,
      products: [{ product: 'job_posting', remaining_quantity: remaining, expires_at: null }],
    });
    expect(response.safeParse(answer(0)).success).toBe(true);
    expect(response.safeParse(answer(-1)).success).toBe(false);
  });
});
