// A round-robin HTTP proxy on loopback, as a load balancer in front of several server instances: each
// request goes to the next instance in turn, so consecutive requests of one client meet different ones.
import { Agent, createServer, request } from "node:http";

/** Proxies to `origins` (`http://127.0.0.1:port`) in turn; `url` is its own origin, `close()` stops it. */
export async function startRoundRobinProxy(origins) {
  // Idle upstream connections are dropped after 4 s, before the server's own keep-alive timeout (5 s)
  // closes them: otherwise a request can be sent on a socket the server is closing at that moment, and
  // fail (ECONNRESET) without the server ever seeing it. Load balancers are set up the same way.
  const agent = new Agent({ keepAlive: true, maxSockets: 128, timeout: 4_000 });
  let next = 0;
  const server = createServer((req, res) => {
    const target = new URL(origins[next++ % origins.length]);
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    // An instance that cannot be reached: a gateway error, as a real balancer answers.
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
