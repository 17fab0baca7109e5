import { createClient } from '@learnforge/api-client';

/** One client per page: same origin, `/api/latest/`, the full contract. */
export const apiClient = createClient({ baseUrl: '' });
