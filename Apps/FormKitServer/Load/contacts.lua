-- wrk script: GET the contacts list (JSON) and report p50/p99.
wrk.method = "GET"
done = function(summary, latency, requests)
  io.write(string.format("p50 %.0f us, p99 %.0f us, non-200 %d\n",
    latency:percentile(50), latency:percentile(99), summary.errors.status))
end
