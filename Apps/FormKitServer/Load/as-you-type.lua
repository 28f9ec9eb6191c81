-- wrk script: POST one as-you-type keystroke (the 7th digit of a US number, typed at the end).
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"region":"US","state":{"text":"650-253","selectionStart":7,"selectionEnd":7},' ..
           '"change":{"start":7,"end":7,"replacement":"0"}}'

-- Count answers that are not 200 as errors in the summary.
local bad = 0
response = function(status, headers, body)
  if status ~= 200 then bad = bad + 1 end
end
done = function(summary, latency, requests)
  io.write(string.format("p50 %.0f us, p99 %.0f us, non-200 %d\n",
    latency:percentile(50), latency:percentile(99), summary.errors.status))
end
