// autocannon in its own process (forked with IPC): the load generator gets its own event loop (and core) instead of
// sharing the server's, as real mail clients' requests would. Not a worker thread: autocannon off the main thread
// returns raw histograms. Receives { url, paths, connections, duration } (paths sent round-robin) and sends back
// { requestsPerSecond, p99, non2xx, answered } (answered: responses of any status, to check against what was stored).
import autocannon from 'autocannon';

const { url, paths, connections, duration } = await new Promise((resolve) => process.once('message', resolve));
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  maxRedirects: 0,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
// Disconnect once the answer is handed over, so this process ends.
process.send(
  {
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    answered: result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'],
  },
  () => process.disconnect(),
);
