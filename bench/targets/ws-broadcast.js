/**
 * Baseline target for the real-time benchmark: a bare `ws` server. Every WebSocket connection gets
 * every broadcast; `POST /broadcast` sends its body to all of them (encoded once, as a text frame)
 * and answers `{}`. No protocol, no channels: the ceiling for `ws` on this machine. Prints `READY <port>`.
 */
import { createServer } from 'node:http';
import { WebSocketServer } from 'ws';
import { announceReady, closeOnShutdown } from '../lib/child';
const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/broadcast') {
        response.writeHead(404).end();
        return;
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
        const message = Buffer.concat(chunks);
        for (const client of wss.clients)
            client.send(message, { binary: false });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
});
const wss = new WebSocketServer({ server, perMessageDeflate: false });
closeOnShutdown(async () => {
    for (const client of wss.clients)
        client.terminate();
    await new Promise((resolve) => server.close(() => resolve()));
});
server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => announceReady(server.address()));
