import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { contract } from './contract/index';
import { buildOpenApi } from './openapi';

type Operation = {
  'x-endpoint-id': string;
  'x-endpoint-aliases'?: string[];
  'x-implemented': boolean;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

const implemented = new Set(['x-health', 'user-details', 'user-country-calling-codes']);
const document = buildOpenApi(contract, { implemented });
const operations = Object.values(document.paths).flatMap(
  (methods) => Object.values(methods) as unknown as Operation[],
);
const find = (id: string) => operations.find((operation) => operation['x-endpoint-id'] === id);

describe('buildOpenApi', () => {
  // Validating ~400 operations takes a few seconds on a busy machine.
  it('produces an OpenAPI 3.1 document a validator accepts', { timeout: 60_000 }, async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every contract id once, as x-endpoint-id or as an alias of the same call', () => {
    const listed = operations.flatMap((operation) => [
      operation['x-endpoint-id'],
      ...(operation['x-endpoint-aliases'] ?? []),
    ]);
    expect(listed.sort()).toEqual(Object.keys(contract).sort());
  });

  it('marks x-implemented from the set of ids with a server handler, aliases included', () => {
    expect(find('x-health')?.['x-implemented']).toBe(true);
    expect(find('user-details')).toMatchObject({
      'x-implemented': true,
      'x-endpoint-aliases': ['rewards-user-details'],
    });
    expect(find('org-meta')?.['x-implemented']).toBe(false);
  });

  it('puts versioned calls under /api/latest/ with their path and query parameters', () => {
    const leaderboard = document.paths['/api/latest/organization-dashboard/batch/{batchSlug}/leaderboard/']
      ?.get as unknown as Operation;
    expect(leaderboard['x-endpoint-id']).toBe('org-batch-leaderboard');
    expect(leaderboard.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'batchSlug', in: 'path', required: true }),
        expect.objectContaining({ name: 'slug', in: 'query', required: false }),
        expect.objectContaining({ name: 'page', in: 'query', required: false }),
      ]),
    );
  });

  it('keeps root paths and turns the query the spec fixes into a required parameter', () => {
    const city = document.paths['/api/city/{q}/']?.get as unknown as Operation;
    expect(city.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'country', in: 'query', required: true })]),
    );
  });

  it('describes downloads as files and uploads as multipart bodies', () => {
    expect(Object.keys(find('pay-download-invoice')?.responses['200']?.content ?? {})).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(find('admin-problem-test-file-get')?.responses['200']?.content ?? {})).toEqual([
      'text/plain',
    ]);
    expect(Object.keys(find('org-download-csv')?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(find('user-resume-upload')?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(Object.keys(find('terms-update')?.requestBody?.content ?? {})).toEqual([
      'application/x-www-form-urlencoded',
    ]);
  });

  it('can serve the v1 prefix as well', () => {
    const v1 = buildOpenApi(contract, { implemented, version: 'v1' });
    expect(Object.keys(v1.paths)).toContain('/api/v1/health/');
  });
});
