#!/usr/bin/env bash
# The server's tests again on a real PostgreSQL 15, then the scale-out check (issue 18), on a throwaway cluster in
# a temporary directory that is stopped and removed on exit. `npm test` runs it through turbo beside the PGlite
# suite and the browser suite's lane, so it no longer waits for the PGlite suite to end (ADR 0032).
set -euo pipefail
cd "$(dirname "$0")/.."
pgbin=${POSTGRES_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$pgbin/initdb" ]; then
  echo "PostgreSQL 15 is not installed: $pgbin/initdb is missing (apt-get install postgresql-15, as .ci/run does;" \
    "POSTGRES_BIN names another bin directory)." >&2
  exit 1
fi

# initdb refuses to run as root: as root (CI), the cluster belongs to the postgres user.
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -c "$1"; else bash -c "$1"; fi; }
pgdir=$(mktemp -d)
if [ "$(id -u)" = 0 ]; then chown postgres "$pgdir"; fi
pgport=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_owner "$pgbin/initdb -D $pgdir/data -U postgres --auth=trust >/dev/null"
if ! as_owner "$pgbin/pg_ctl -D $pgdir/data -o '-p $pgport -k $pgdir -c listen_addresses=127.0.0.1' -l $pgdir/log -w start >/dev/null"; then
  cat "$pgdir/log"
  exit 1
fi
stop_pg() {
  as_owner "$pgbin/pg_ctl -D $pgdir/data -m fast -w stop >/dev/null" || true
  rm -rf "$pgdir"
}
trap stop_pg EXIT
export DATABASE_URL=postgres://postgres@127.0.0.1:$pgport/postgres

echo "== server tests on PostgreSQL 15"
# Each test file gets its own database, copied from a template migrated and seeded once (ADR 0031). The crash test,
# the demo-data test and PGlite's planner statistics are left out: they open the embedded database whatever
# DATABASE_URL says, so this pass would repeat them unchanged (the demo-data one seeds three whole databases, half a
# minute of this lane; the statistics one seeds a PGlite copy this pass needs for nothing else).
# Files given as arguments run instead of the whole suite (`npm run test:postgres -w @learnforge/server -- test/x.test.ts`).
# Two files at a time even on 2 cores (vitest's default is cores - 1): much of a file's time is spent waiting on the
# PostgreSQL server, a separate process.
if [ $# -gt 0 ]; then
  npx vitest run --maxWorkers=2 "$@"
else
  npx vitest run --maxWorkers=2 test/ --exclude test/crash-recovery.test.ts --exclude test/seed.test.ts \
    --exclude test/planner-statistics.test.ts
fi

# Two web instances (JUDGE_WORKERS=0) and one judge worker on this PostgreSQL: submit on A, poll and WebSocket on B,
# the sign-in limit shared, kill -9 of the worker mid-run, SIGTERM on A with requests in flight.
echo "== scale-out check on PostgreSQL 15"
npm run --silent scale-out:check
