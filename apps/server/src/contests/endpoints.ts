import type { EndpointRegistry } from '../api/registry';
import { handleContestGet, handleContestsList } from './handlers/contest-pages';

export function registerContestEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-contests-list', 'public', handleContestsList);
  registry.implement('contest-get', 'public', handleContestGet);
}
