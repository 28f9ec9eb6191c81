#!/usr/bin/env bash
# The app's router and store suites again, on PostgreSQL: a throwaway cluster of their own
# (scripts/with-postgres), a fresh database per test. Reuses 50-app's build.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/with-postgres swift test --package-path Apps/FormKitServer
