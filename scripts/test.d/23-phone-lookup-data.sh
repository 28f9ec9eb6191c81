#!/usr/bin/env bash
# PhoneNumberLookup's committed data equals a fresh build from the pinned phonenumbers release.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/regenerate-lookup-data --check
