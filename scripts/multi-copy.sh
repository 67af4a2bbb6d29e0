#!/usr/bin/env bash
# Two API copies on one PostgreSQL database and one Redis, behind HAProxy (decision 0040).
#
#   scripts/multi-copy.sh            # start everything; Ctrl-C stops it and drops the database
#
# Needs a local PostgreSQL that trusts the `postgres` user on 127.0.0.1 and a Redis on
# 127.0.0.1:6379 (started here when none answers); installs HAProxy from Debian when missing
# (as root). Ports: MULTI_LB_PORT (8480, the balancer), MULTI_A_PORT (8481), MULTI_B_PORT (8482).
# Prints "multi-copy ready" once both copies answer through the balancer.
set -euo pipefail
cd "$(dirname "$0")/.."

LB_PORT=${MULTI_LB_PORT:-8480}
A_PORT=${MULTI_A_PORT:-8481}
B_PORT=${MULTI_B_PORT:-8482}
PG=${MULTI_PG:-postgres://postgres@127.0.0.1:5432}
REDIS=${MULTI_REDIS_URL:-redis://127.0.0.1:6379/14}
RUN_ID="$(date +%s)_$$"
DB_NAME="spc_multi_${RUN_ID}"
PREFIX="spc-multi-${RUN_ID}:"
WORK=$(mktemp -d /tmp/spc-multi.XXXXXX)
PIDS=()

log() { echo "[multi-copy] $*"; }

cleanup() {
  trap - EXIT INT TERM
  log "stopping"
  for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
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
for port in "$LB_PORT" "$A_PORT" "$B_PORT"; do port_free "$port"; done

start_copy() { # name port
  # node itself (not npx), so stopping this pid stops the copy.
  PORT=$2 HOST=127.0.0.1 node --import tsx apps/api/src/main.ts >"$WORK/$1.log" 2>&1 &
  PIDS+=($!)
  wait_ready "$2"
  log "copy $1 on http://127.0.0.1:$2"
}
# One after the other: the first applies the migrations and the seed.
start_copy a "$A_PORT"
start_copy b "$B_PORT"

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
  default-server inter 1s fall 2 rise 1
  server a 127.0.0.1:$A_PORT check
  server b 127.0.0.1:$B_PORT check
CFG
haproxy -W -db -f "$WORK/haproxy.cfg" >"$WORK/haproxy.log" 2>&1 &
PIDS+=($!)
wait_ready "$LB_PORT"
log "balancer on http://localhost:$LB_PORT (database $DB_NAME, Redis prefix $PREFIX)"
echo "multi-copy ready lb=$LB_PORT a=$A_PORT b=$B_PORT db=$PG/$DB_NAME"
wait -n "${PIDS[@]}" || true
log "a process stopped; see $WORK"
