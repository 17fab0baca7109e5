import type { EndpointRegistry } from '../api/registry';
import { handleBatchUserMeta } from './handlers/batch-user-meta';
import { handleBatchTestimonialsGet, handleBatchTestimonialsPost } from './handlers/testimonials';

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implement('batch-user-meta', 'signed-in', handleBatchUserMeta);
  registry.implement('batch-testimonials-get', 'public', handleBatchTestimonialsGet);
  registry.implement('batch-testimonials-post', 'signed-in', handleBatchTestimonialsPost);
}
