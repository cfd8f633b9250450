#!/usr/bin/env bash
# Starts the production build as the Docker image does (Dockerfile, runtime stage): the same files
# copied into an empty folder, production dependencies installed there with `npm ci --omit=dev`,
# the same command (package.json's start, which is the Dockerfile's CMD) with NODE_ENV=production
# and nothing else from this shell's environment. Then checks that it
#   - refuses to start without SESSION_SECRET, with SEED_DEMO=true, on the payment sandbox, and with
#     reset links on screen at a public address others can reach, naming the variable;
#   - answers /healthz, /readyz and / (HTML) on a fresh database: a new PostgreSQL database on
#     $TEST_DATABASE_URL's server when that is set (created and dropped here), else the embedded
#     one in a temporary DATA_DIR;
#   - stops on SIGTERM within 10 s with exit code 0.
# One line per check; exits non-zero if any fails. Needs `npm run build` first.
# scripts/deploy.test.ts checks that RUNTIME_FILES is what the Dockerfile's runtime stage copies.
set -uo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

# What the Dockerfile's runtime stage copies into /app.
RUNTIME_FILES=(package.json package-lock.json dist migrations)
# package.json's start script, split into words as the Dockerfile's exec-form CMD is.
read -r -a START_COMMAND <<<"$(node -p "require('./package.json').scripts.start")"
# Longest wait for the server to answer /readyz (migrations on a fresh database included): a bound
# for a server that never answers, not a guess of how long one takes. The embedded database's
# initdb took over 45 s on a busy 2-core machine (docs/decisions/0037-test-suite-time-budget.md).
READY_TIMEOUT_SECONDS="${READY_TIMEOUT_SECONDS:-300}"
# Longest wait for a refused start to exit: the same kind of bound.
REFUSAL_TIMEOUT_SECONDS="${REFUSAL_TIMEOUT_SECONDS:-120}"
# main.ts gives up on a graceful shutdown after 10 s; stopping must be quicker than that.
STOP_TIMEOUT_SECONDS=10

checks=0
failures=0
pass() {
  checks=$((checks + 1))
  echo "ok   - $1"
}
fail() {
  checks=$((checks + 1))
  failures=$((failures + 1))
  echo "FAIL - $1"
}

if [ ! -f dist/server/main.js ] || [ ! -f dist/client/index.html ]; then
  echo "FAIL - no production build: run npm run build first"
  exit 1
fi

work="$(mktemp -d)"
app="$work/app"
server_pid=""
database_name=""

# Runs one SQL statement on a server with the pg package of the installed app (psql may be absent).
run_sql() {
  (cd "$app" && node --input-type=module -e "
    import pg from 'pg';
    const client = new pg.Client({ connectionString: process.argv[1] });
    await client.connect();
    try { await client.query(process.argv[2]); } finally { await client.end(); }
  " "$1" "$2")
}

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then kill -KILL "$server_pid" 2>/dev/null; fi
  if [ -n "$database_name" ]; then
    run_sql "$TEST_DATABASE_URL" "DROP DATABASE IF EXISTS \"$database_name\" WITH (FORCE)" >/dev/null 2>&1 ||
      echo "warning: could not drop database $database_name"
  fi
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$app" "$work/home"
for path in "${RUNTIME_FILES[@]}"; do cp -R "$repo/$path" "$app/$path"; done

# As the Dockerfile's runtime stage installs (the lock file is complete enough for `npm ci` here;
# if it stops being so, the image's build fails too, so this fails rather than falling back).
if (cd "$app" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error) >"$work/npm.log" 2>&1; then
  pass "npm ci --omit=dev installs the production dependencies ($(ls "$app/node_modules" | wc -l | tr -d ' ') top-level packages)"
else
  fail "npm ci --omit=dev failed:"
  tail -n 20 "$work/npm.log"
  exit 1
fi

# The image's environment (HOST is 0.0.0.0 there; here only this machine needs to reach it).
base_env=(PATH="$PATH" HOME="$work/home" NODE_ENV=production HOST=127.0.0.1 DATA_DIR="$work/data")
session_secret="$(node -e "console.log(require('node:crypto').randomBytes(32).toString('hex'))")"

# Starts the server with these extra variables and expects it to stop at once, naming $1.
expect_refusal() {
  local variable="$1" description="$2"
  shift 2
  local output status
  output="$(cd "$app" && timeout "$REFUSAL_TIMEOUT_SECONDS" env -i "${base_env[@]}" PORT=0 "$@" "${START_COMMAND[@]}" 2>&1)"
  status=$?
  if [ "$status" -ne 0 ] && [ "$status" -ne 124 ] && grep -q "$variable" <<<"$output"; then
    pass "$description: exits with code $status naming $variable"
  else
    fail "$description: expected a non-zero exit naming $variable, got code $status:"
    tail -n 10 <<<"$output"
  fi
}

expect_refusal SESSION_SECRET "without SESSION_SECRET"
# The payment sandbox takes no real money: production needs Moyasar's settings (docs/decisions/0044).
payments_env=(PAYMENTS=moyasar MOYASAR_SECRET_KEY=sk_live_check MOYASAR_PUBLISHABLE_KEY=pk_live_check
  MOYASAR_WEBHOOK_SECRET=check-webhook-secret-0123456789 "LEGAL_NAME=Ajjir Check" VAT_NUMBER=300000000000003
  "SELLER_ADDRESS=King Fahd Road, Olaya, Riyadh 12214"
  # Who runs the site, for the legal pages (docs/operations.md, "The operator's details").
  OPERATOR_CR_NUMBER=1010000000 OPERATOR_EMAIL=privacy@example.sa OPERATOR_PHONE=+966110000000
  # The identity services' sandboxes check nobody: production needs the real ones (docs/decisions/0062).
  NAFATH=elm NAFATH_APP_ID=check-app NAFATH_APP_KEY=check-key SMS=taqnyat TAQNYAT_TOKEN=check-token
  TAQNYAT_SENDER=Ajjir WATHQ=wathq WATHQ_API_KEY=check-wathq-key IDENTITY_HASH_KEY=check-identity-hash-key-0123456789)
expect_refusal SEED_DEMO "with SEED_DEMO=true" SESSION_SECRET="$session_secret" SEED_DEMO=true "${payments_env[@]}"
expect_refusal PAYMENTS "on the payment sandbox" SESSION_SECRET="$session_secret"
expect_refusal NAFATH "on the identity sandboxes" SESSION_SECRET="$session_secret" \
  "${payments_env[@]}" NAFATH=sandbox
# A reset link on screen lets anyone reset any password: this machine's address only (docs/decisions/0052).
expect_refusal RESET_LINKS_ON_SCREEN "with reset links on screen at a public address" \
  SESSION_SECRET="$session_secret" "${payments_env[@]}" PUBLIC_URL=https://demo.ajjir.example RESET_LINKS_ON_SCREEN=true

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  database_name="ajjir_production_start_$$"
  if ! run_sql "$TEST_DATABASE_URL" "CREATE DATABASE \"$database_name\""; then
    database_name=""
    fail "could not create a database on TEST_DATABASE_URL's server"
    exit 1
  fi
  database_env=(DATABASE_URL="${TEST_DATABASE_URL%/*}/$database_name")
  database_label="PostgreSQL (a new database on TEST_DATABASE_URL's server)"
else
  database_env=()
  database_label="the embedded database (TEST_DATABASE_URL is unset)"
fi

port="$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
base_url="http://127.0.0.1:$port"

# `exec`: $! is then node's own process, which the SIGTERM below must reach.
(cd "$app" && exec env -i "${base_env[@]}" PORT="$port" SESSION_SECRET="$session_secret" "${payments_env[@]}" "${database_env[@]}" \
  "${START_COMMAND[@]}") >"$work/server.log" 2>&1 &
server_pid=$!

# Prints the status and content type of a GET on one line, then the start of the body.
http_get() {
  node -e "
    fetch(process.argv[1]).then(
      async (r) => console.log(r.status + ' ' + (r.headers.get('content-type') ?? '') + '\n' + (await r.text()).slice(0, 4000)),
      (error) => console.log('000 ' + error.message),
    );
  " "$1"
}

started_at=$SECONDS
ready=""
while [ $((SECONDS - started_at)) -lt "$READY_TIMEOUT_SECONDS" ] && kill -0 "$server_pid" 2>/dev/null; do
  if [ "$(http_get "$base_url/readyz" | head -n 1 | cut -d' ' -f1)" = "200" ]; then
    ready=yes
    break
  fi
  sleep 0.5
done

if [ -z "$ready" ]; then
  fail "with SESSION_SECRET on $database_label: not ready within ${READY_TIMEOUT_SECONDS} s; its log:"
  tail -n 30 "$work/server.log"
  echo "$checks checks, $failures failed"
  exit 1
fi

healthz="$(http_get "$base_url/healthz")"
if [ "$(head -n 1 <<<"$healthz" | cut -d' ' -f1)" = "200" ]; then
  pass "GET /healthz answers 200"
else
  fail "GET /healthz: $(head -n 1 <<<"$healthz")"
fi

readyz="$(http_get "$base_url/readyz")"
if [ "$(head -n 1 <<<"$readyz" | cut -d' ' -f1)" = "200" ] && grep -q '"ready"' <<<"$readyz"; then
  pass "GET /readyz answers 200 on $database_label (ready in $((SECONDS - started_at)) s)"
else
  fail "GET /readyz: $(head -n 2 <<<"$readyz" | tr '\n' ' ')"
fi

home="$(http_get "$base_url/")"
if grep -q '^200 text/html' <<<"$home" && grep -qi '<html' <<<"$home"; then
  pass "GET / answers the built client's HTML"
else
  fail "GET /: $(head -n 1 <<<"$home")"
fi

kill -TERM "$server_pid"
stop_started_at=$SECONDS
while kill -0 "$server_pid" 2>/dev/null && [ $((SECONDS - stop_started_at)) -lt "$STOP_TIMEOUT_SECONDS" ]; do
  sleep 0.1
done
if kill -0 "$server_pid" 2>/dev/null; then
  fail "SIGTERM: still running after ${STOP_TIMEOUT_SECONDS} s"
  kill -KILL "$server_pid" 2>/dev/null
  wait "$server_pid" 2>/dev/null
else
  wait "$server_pid"
  exit_code=$?
  if [ "$exit_code" -eq 0 ]; then
    pass "SIGTERM: stopped with exit code 0 in $((SECONDS - stop_started_at)) s"
  else
    fail "SIGTERM: exit code $exit_code; its log:"
    tail -n 20 "$work/server.log"
  fi
fi
server_pid=""

echo "$checks checks, $failures failed"
[ "$failures" -eq 0 ]
