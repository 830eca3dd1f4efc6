// autocannon in a worker thread: the load generator gets its own event loop (and core) instead of sharing the
// server's, as a real mail client's requests would. workerData: { url, paths, connections, duration }; the paths
// are sent round-robin. Posts back { requestsPerSecond, p99, non2xx }.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, paths, connections, duration } = workerData;
let next = 0;
const result = await autocannon({
  url,
  connections,
  duration,
  maxRedirects: 0,
  requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
});
parentPort.postMessage({
  requestsPerSecond: Math.round(result.requests.average),
  p99: result.latency.p99,
  non2xx: result.non2xx,
});
