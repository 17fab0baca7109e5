import type { ApiClient, Contract } from '@learnforge/api-client';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Fetches a proof-of-work challenge from our own server and solves it in the browser
 * (ALTCHA, self-hosted: nothing leaves the origin). Returns the form value the server verifies.
 */
export async function solveCaptcha(apiClient: ApiClient<Contract>, signal?: AbortSignal): Promise<string> {
  const challenge = (await apiClient.call(
    'x-auth-captcha',
    {},
    signal ? { signal } : {},
  )) as unknown as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('The captcha could not be solved in time.');
  return btoa(JSON.stringify({ challenge, solution }));
}
