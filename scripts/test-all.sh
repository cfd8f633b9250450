#!/usr/bin/env bash
# Installs what the tests need and runs every test, in the order a failure is
# cheapest to find: lint and types, unit and API tests (embedded PGlite, and
# PostgreSQL too when TEST_DATABASE_URL is set), the production build, then
# end-to-end tests in Debian's Chromium. Ends with one "N passed, N failed" line.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "» Installing Debian's chromium (browser tests never download a browser)"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
fi

echo "» Installing npm packages"
# `npm ci` refuses this lock file: the registry here lacks other platforms' builds of
# biome and tailwind oxide, so npm cannot record them. `npm install` keeps the locked versions.
npm install --no-audit --no-fund --loglevel=error

reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

echo "» Lint, format and types"
npm run --silent check

echo "» Unit and API tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

echo "» Production build"
npm run --silent build

echo "» End-to-end tests in Chromium"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$reports/vitest.json" "$reports/playwright.json"
