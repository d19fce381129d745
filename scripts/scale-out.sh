#!/usr/bin/env bash
# npm run scale-out: two API instances behind nginx on this machine's PostgreSQL and Redis, under
# load, one killed midway; then the checks of docs/operations.md. Not part of npm test: it installs
# nginx, takes a minute and needs the machine's services.
#
# This script owns everything the run creates (a temp folder, a database, a Redis database) and
# removes it on any exit, including a failure or Ctrl-C; the processes the Node part starts are
# listed in the folder so they are stopped even if that part dies first.
set -euo pipefail
cd "$(dirname "$0")/.."

PGHOST_ADDR=127.0.0.1
PGPORT_NUM=5432
PGUSER_NAME=postgres
DB_NAME=yek_scaleout
REDIS_HOST=127.0.0.1
REDIS_PORT=6379

psql_admin() {
  PGOPTIONS='-c client_min_messages=warning' psql -h "$PGHOST_ADDR" -p "$PGPORT_NUM" \
    -U "$PGUSER_NAME" -d postgres -v ON_ERROR_STOP=1 -qAt "$@"
}

# --- what the machine must have ---
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "nginx is missing; install it (apt-get install -y nginx) or run this as root" >&2
    exit 1
  fi
  echo "installing nginx from Debian…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi
NGINX_BIN="$(command -v nginx || echo /usr/sbin/nginx)"

if ! pg_isready -h "$PGHOST_ADDR" -p "$PGPORT_NUM" >/dev/null 2>&1; then
  echo "PostgreSQL is not answering on $PGHOST_ADDR:$PGPORT_NUM" >&2
  exit 1
fi
if [ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null)" != "PONG" ]; then
  echo "Redis is not answering on $REDIS_HOST:$REDIS_PORT" >&2
  exit 1
fi

if [ ! -f apps/api/dist/server.js ]; then
  echo "building the API…"
  npm run build -w @yek/api
fi

# --- what the run creates, and its removal ---
WORK="$(mktemp -d "${TMPDIR:-/tmp}/yek-scale-out.XXXXXX")"
# nginx workers drop root's rights and must still reach their temporary folders.
chmod 755 "$WORK"
REDIS_DB=""
DB_CREATED=0

cleanup() {
  local status=$?
  trap - EXIT INT TERM
  local pids=()
  for f in "$WORK"/pids/*.pid; do
    [ -e "$f" ] || continue
    pids+=("$(cat "$f")")
  done
  if [ "${#pids[@]}" -gt 0 ]; then
    kill -TERM "${pids[@]}" 2>/dev/null || true
    for _ in $(seq 1 50); do
      local alive=0
      for p in "${pids[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
      [ "$alive" = 1 ] || break
      sleep 0.2
    done
    kill -KILL "${pids[@]}" 2>/dev/null || true
  fi
  if [ "$DB_CREATED" = 1 ]; then
    psql_admin -c "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)" || status=1
  fi
  if [ -n "$REDIS_DB" ]; then
    redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$REDIS_DB" flushdb >/dev/null || status=1
  fi
  rm -rf "$WORK"
  echo "cleaned up: instances, nginx, $WORK, database $DB_NAME${REDIS_DB:+, Redis database $REDIS_DB}"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

psql_admin -c "DROP DATABASE IF EXISTS $DB_NAME WITH (FORCE)"
psql_admin -c "CREATE DATABASE $DB_NAME"
DB_CREATED=1

# A Redis database of its own (same server): the run's counters and sign-in marks start empty, and
# removing them cannot touch anyone else's keys.
for n in $(seq 1 15); do
  if [ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$n" dbsize)" = "0" ]; then
    REDIS_DB=$n
    break
  fi
done
if [ -z "$REDIS_DB" ]; then
  echo "no empty Redis database (1-15) to run in" >&2
  exit 1
fi

export SCALE_OUT_DIR="$WORK"
export SCALE_OUT_DATABASE_URL="postgres://$PGUSER_NAME@$PGHOST_ADDR:$PGPORT_NUM/$DB_NAME"
export SCALE_OUT_REDIS_URL="redis://$REDIS_HOST:$REDIS_PORT/$REDIS_DB"
export SCALE_OUT_NGINX="$NGINX_BIN"
node --import tsx scripts/scale-out/run.ts
