#!/usr/bin/env bash
# Two API copies on one PostgreSQL database and one Redis, behind HAProxy (decision 0040).
#
#   scripts/multi-copy.sh            # start everything; Ctrl-C stops it and drops the database
#   kill -USR1 <pid of this script>  # restart copy a gracefully (SIGTERM, start again, back in
#   kill -USR2 <pid of this script>  #   rotation); USR2 does copy b. Prints "multi-copy restarted a"
#
# Needs a local PostgreSQL that trusts the `postgres` user on 127.0.0.1 and a Redis on
# 127.0.0.1:6379 (started here when none answers); installs HAProxy from Debian when missing
# (as root). Ports: MULTI_LB_PORT (8480, the balancer), MULTI_A_PORT (8481), MULTI_B_PORT (8482),
# MULTI_STATS_PORT (8483, HAProxy's statistics page). MULTI_COPIES=1 starts copy a only (the
# benchmark's one-copy figure). Other variables (RATE_LIMIT_MAX, LOG_LEVEL…) reach the copies.
# Prints "multi-copy ready" once the copies answer through the balancer.
set -euo pipefail
cd "$(dirname "$0")/.."

LB_PORT=${MULTI_LB_PORT:-8480}
A_PORT=${MULTI_A_PORT:-8481}
B_PORT=${MULTI_B_PORT:-8482}
STATS_PORT=${MULTI_STATS_PORT:-$((LB_PORT + 3))}
COPIES=${MULTI_COPIES:-2}
PG=${MULTI_PG:-postgres://postgres@127.0.0.1:5432}
REDIS=${MULTI_REDIS_URL:-redis://127.0.0.1:6379/14}
RUN_ID="$(date +%s)_$$"
DB_NAME="spc_multi_${RUN_ID}"
PREFIX="spc-multi-${RUN_ID}:"
WORK=$(mktemp -d /tmp/spc-multi.XXXXXX)
PIDS=()             # Redis (when started here) and HAProxy
declare -A COPY_PID # copy name -> pid of its node process

log() { echo "[multi-copy] $*"; }

cleanup() {
  trap - EXIT INT TERM
  log "stopping"
  for pid in "${COPY_PID[@]}" "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${COPY_PID[@]}" "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  psql "$PG/postgres" -qc "drop database if exists $DB_NAME with (force)" >/dev/null 2>&1 || true
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS" --scan --pattern "${PREFIX}*" | xargs -r redis-cli -u "$REDIS" del >/dev/null || true
  fi
  log "logs kept in $WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! command -v haproxy >/dev/null; then
  log "installing HAProxy (Debian package)"
  apt-get install -y haproxy >/dev/null || { apt-get update >/dev/null && apt-get install -y haproxy >/dev/null; }
fi
if ! redis-cli -u "$REDIS" ping >/dev/null 2>&1; then
  log "starting redis-server on 127.0.0.1:6379"
  redis-server --bind 127.0.0.1 --port 6379 --save '' --daemonize no >"$WORK/redis.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 50); do redis-cli -u "$REDIS" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

log "creating database $DB_NAME"
psql "$PG/postgres" -qc "create database $DB_NAME" >/dev/null

export NODE_ENV=development
export DATABASE_URL="$PG/$DB_NAME"
export REDIS_URL="$REDIS" REDIS_PREFIX="$PREFIX"
export BETTER_AUTH_SECRET=${BETTER_AUTH_SECRET:-multi-copy-shared-secret-0123456789abcdef}
export AFFILIATE_TOKEN_SECRET=${AFFILIATE_TOKEN_SECRET:-multi-copy-affiliate-secret-0123456789}
export PUBLIC_URL="http://localhost:$LB_PORT"
export AUTH_TRUSTED_ORIGINS="http://localhost:$LB_PORT"
export TRUST_PROXY=loopback
export WEB_DIST_DIR=${WEB_DIST_DIR:-apps/web/dist}
export RENEWAL_INTERVAL_MS=${RENEWAL_INTERVAL_MS:-2000}
export PAYMENT_GATEWAY=local LOG_LEVEL=${LOG_LEVEL:-warn}
# After SIGTERM a copy answers /api/ready with 503 this long while still serving: more than the
# balancer needs to take it out (checks every second, down after two failures, the second one
# 500 ms after the first: at most ~1.5 s), so no new request reaches a closing copy.
export SHUTDOWN_DRAIN_MS=${SHUTDOWN_DRAIN_MS:-3000}

wait_ready() {
  for _ in $(seq 600); do
    curl -fs "http://127.0.0.1:$1/api/ready" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  log "port $1 did not become ready"; return 1
}

port_free() {
  if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
    log "port $1 is already in use (a previous run still going?)"; exit 1
  fi
}
for port in "$LB_PORT" "$A_PORT" "$B_PORT" "$STATS_PORT"; do port_free "$port"; done

declare -A COPY_PORT=([a]=$A_PORT [b]=$B_PORT)
start_copy() { # name
  # node itself (not npx), so stopping this pid stops the copy.
  PORT=${COPY_PORT[$1]} HOST=127.0.0.1 node --import tsx apps/api/src/main.ts >>"$WORK/$1.log" 2>&1 &
  COPY_PID[$1]=$!
  wait_ready "${COPY_PORT[$1]}"
  log "copy $1 on http://127.0.0.1:${COPY_PORT[$1]}"
}
# One after the other: the first applies the migrations and the seed.
start_copy a
[ "$COPIES" = 1 ] || start_copy b

cat >"$WORK/haproxy.cfg" <<CFG
global
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
frontend spc
  bind 127.0.0.1:$LB_PORT
  default_backend copies
backend copies
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  # A request whose connection to a copy fails (refused: the copy just stopped) is tried again,
  # the last time on the other copy.
  retries 3
  option redispatch 1
  default-server inter 1s fastinter 500ms fall 2 rise 1
$(for name in a b; do [ -n "${COPY_PID[$name]:-}" ] && echo "  server $name 127.0.0.1:${COPY_PORT[$name]} check"; done)
listen stats
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /
CFG
haproxy -W -db -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
PIDS+=($!)
wait_ready "$LB_PORT"
log "balancer on http://localhost:$LB_PORT (database $DB_NAME, Redis prefix $PREFIX; statistics on http://127.0.0.1:$STATS_PORT/)"

# HAProxy's view of one copy: UP, DOWN, "UP 1/2"…
balancer_status() {
  curl -fs "http://127.0.0.1:$STATS_PORT/;csv" | awk -F, -v name="$1" '$1 == "copies" && $2 == name { print $18 }'
}

# A rolling restart's step: SIGTERM (the copy drains, then exits), start it again on the same
# port, and return once the balancer sends it requests again.
restart_copy() { # name
  local name=$1 started=$SECONDS
  [ -n "${COPY_PID[$name]:-}" ] || { log "no copy $name to restart"; return 0; }
  log "restarting copy $name"
  kill -TERM "${COPY_PID[$name]}" 2>/dev/null || true
  wait "${COPY_PID[$name]}" 2>/dev/null || true
  start_copy "$name"
  for _ in $(seq 100); do [ "$(balancer_status "$name")" = UP ] && break; sleep 0.1; done
  echo "multi-copy restarted $name in $((SECONDS - started)) s"
}
trap 'restart_copy a' USR1
trap 'restart_copy b' USR2

echo "multi-copy ready lb=$LB_PORT a=$A_PORT b=$B_PORT copies=$COPIES db=$PG/$DB_NAME"
# A restart signal interrupts `wait` (status > 128) with every process still there: wait again.
all_running() {
  for pid in "${COPY_PID[@]}" "${PIDS[@]}"; do kill -0 "$pid" 2>/dev/null || return 1; done
}
while :; do
  status=0
  wait -n "${COPY_PID[@]}" "${PIDS[@]}" || status=$?
  if [ "$status" -gt 128 ] && all_running; then continue; fi
  break
done
log "a process stopped; see $WORK"
