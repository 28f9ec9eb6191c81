#!/usr/bin/env bash
# Load on loopback: wrk against the as-you-type endpoint and the contacts list of a release build
# of formkit-server, on a free port and a fresh SQLite file. Bounded: DURATION seconds per endpoint.
# Not run by CI. Usage: scripts/load-app.sh [DURATION] [CONNECTIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
connections="${2:-32}"
swift build --package-path Apps/FormKitServer -c release --product formkit-server
binary="$(swift build --package-path Apps/FormKitServer -c release --show-bin-path)/formkit-server"
port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
workdir="$(mktemp -d)"
"$binary" --port "$port" --database "$workdir/load.sqlite" > "$workdir/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -rf "$workdir"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/capabilities" > /dev/null && break; sleep 0.1; done
echo "== POST /api/phone/as-you-type (${duration}s, ${connections} connections, 2 threads)"
wrk -t2 -c"$connections" -d"${duration}s" --latency -s Apps/FormKitServer/Load/as-you-type.lua \
  "http://127.0.0.1:$port/api/phone/as-you-type"
echo "== GET /api/contacts"
wrk -t2 -c"$connections" -d"${duration}s" --latency -s Apps/FormKitServer/Load/contacts.lua \
  "http://127.0.0.1:$port/api/contacts"
echo "== GET / (the contacts page)"
wrk -t2 -c"$connections" -d"${duration}s" --latency -s Apps/FormKitServer/Load/contacts.lua "http://127.0.0.1:$port/"
