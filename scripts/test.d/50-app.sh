#!/usr/bin/env bash
# The FormKit app's router, store and rule tests (in-memory SQLite), in its nested package.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift test --package-path Apps/FormKitServer
