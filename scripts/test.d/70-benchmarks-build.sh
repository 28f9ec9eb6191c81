#!/usr/bin/env bash
# The benchmarks are compiled, not run: a debug build checks the same code in half a release build's time.
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path Benchmarks
