/** Prints the line servers.ts waits for: `READY <port>`, optionally followed by a JSON object of facts. */
export function announceReady(address, info) {
    if (!address || typeof address === 'string')
        throw new Error(`expected a TCP address, got ${String(address)}`);
    process.stdout.write(`READY ${address.port}${info ? ` ${JSON.stringify(info)}` : ''}\n`);
}
/** Runs `close` once on SIGTERM, SIGINT or the parent's exit, then exits; forced after `graceMs`. */
export function closeOnShutdown(close, graceMs = 5_000) {
    let shuttingDown = false;
    const shutdown = (reason) => {
        if (shuttingDown)
            return;
        shuttingDown = true;
        setTimeout(() => {
            process.stderr.write(`shutdown (${reason}) took longer than ${graceMs} ms: exiting\n`);
            process.exit(1);
        }, graceMs).unref();
        close().then(() => process.exit(0), (err) => {
            process.stderr.write(`shutdown (${reason}) failed: ${String(err)}\n`);
            process.exit(1);
        });
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
    // The parent holds the write end of our stdin; if it dies without killing us, the pipe closes.
    // Output to a dead parent fails with EPIPE, which would otherwise crash us before cleaning up.
    for (const stream of [process.stdin, process.stdout, process.stderr]) {
        stream.on('error', () => shutdown('parent went away'));
    }
    process.stdin.once('end', () => shutdown('parent went away'));
    process.stdin.resume();
}
