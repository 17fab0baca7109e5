import type { PublicHandler } from '../../api/registry';
import type { DatabaseProbes } from '../database-probe';

export const handleHealth =
  (probes: DatabaseProbes): PublicHandler<'x-health'> =>
  async ({ database, input, reply }) => {
    const ok = await probes.of(database).status({ deep: input.query.deep === '1' });
    // A load balancer reads the status code: a database that does not answer takes the instance out.
    if (!ok) reply.status(503);
    return {
      status: ok ? ('ok' as const) : ('degraded' as const),
      database: database.kind,
      migration: database.migration,
    };
  };

/** Separate from liveness: a draining instance is alive (let it finish) but takes no new traffic. */
export const handleHealthReady =
  (probes: DatabaseProbes): PublicHandler<'x-health-ready'> =>
  async ({ database, request, reply }) => {
    const draining = request.server.lifecycle.draining;
    const ok = !draining && (await probes.of(database).status({ deep: false }));
    if (!ok) reply.status(503);
    return {
      status: draining ? ('draining' as const) : ok ? ('ready' as const) : ('degraded' as const),
      database: database.kind,
    };
  };
