import { contract } from '@learnforge/api-client/contract';
import { registerEndpoints } from '../endpoints';
import { EndpointRegistry } from './registry';

// npm run api:coverage — how much of the contract this server answers for real.
const SPEC_ROWS = 397;
const registry = new EndpointRegistry();
registerEndpoints(registry);
const ids = Object.keys(contract);
const specIds = ids.filter((id) => !id.startsWith('x-'));
const implemented = [...registry.implementedIds()];
const implementedSpec = implemented.filter((id) => !id.startsWith('x-'));
console.log(`contract ${specIds.length}/${SPEC_ROWS}, implemented ${implementedSpec.length}/${SPEC_ROWS}`);
console.log(
  `(plus ${ids.length - specIds.length} x- calls, ${implemented.length - implementedSpec.length} of them implemented)`,
);
