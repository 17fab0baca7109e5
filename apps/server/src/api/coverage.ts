import { contract } from '@learnforge/api-client/contract';
import { registerEndpoints } from '../endpoints';
import { EndpointRegistry } from './registry';

// npm run api:coverage — how much of the contract this server answers for real.
const SPEC_ROWS = 397;
const registry = new EndpointRegistry();
registerEndpoints(registry);
const ids = Object.keys(contract);
const specIds = ids.filter((id) => !id.startsWith('x-'));
// A call the spec lists twice (sameRouteAs) counts once the module serving its route says so (implementSameRoute).
const served = [...registry.implementedIds()];
const servedSpec = served.filter((id) => !id.startsWith('x-'));
console.log(`contract ${specIds.length}/${SPEC_ROWS}, implemented ${servedSpec.length}/${SPEC_ROWS}`);
console.log(
  `(plus ${ids.length - specIds.length} x- calls, ${served.length - servedSpec.length} of them implemented)`,
);
