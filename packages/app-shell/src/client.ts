import { createClient } from '@learnforge/api-client';
import { z } from 'zod';

// The server's Content-Security-Policy forbids eval (ADR 0035); zod would otherwise probe `new Function`
// on its first parse, which the browser reports as a violation. Interpreted parsing is fast enough here.
z.config({ jitless: true });

/** One client per page: same origin, `/api/latest/`, the full contract. */
export const apiClient = createClient({ baseUrl: '' });
