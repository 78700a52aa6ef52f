/**
 * In-process requests for the PostgreSQL benchmarks: a request goes through Fastify's whole request
 * handling (`app.routing`, the handler its HTTP server calls: routing, hooks, body parsing,
 * validation, the route, serialisation) with no socket, as `app.inject` does, but without
 * light-my-request.
 *
 * Why not `app.inject`: light-my-request gives every request an accessor property of its own
 * (`connection`, defined with a new getter function each time) and every reply object a new `cookies`
 * getter, and with them V8's scavenger kept much of what each request had touched. Measured on
 * 2026-11-25 (docs/benchmarks.md, "Lab notes since 2026-11-25"): a bare light-my-request route at
 * 1,600 requests/s promoted about 4 MB per scavenge (0.36 MB with those two getters shared, 0.08 MB
 * over node:http); the strokes benchmark promoted 5–6 MB per scavenge through inject, with scavenges
 * of 8–16 ms and a major collection every few seconds, and about 1 MB through this, with scavenges
 * of about 4 ms. Those pauses belonged to the benchmark's transport, not to the server, which
 * never sees light-my-request.
 */
import { ServerResponse } from 'node:http';
import { Readable, Writable } from 'node:stream';
/** The request side: a readable body with what Fastify and Node's ServerResponse read of a request. */
class BenchRequest extends Readable {
    method;
    url;
    headers;
    body;
    httpVersion = '1.1';
    httpVersionMajor = 1;
    httpVersionMinor = 1;
    socket = { remoteAddress: '127.0.0.1', encrypted: false };
    constructor(method, url, headers, body) {
        super();
        this.method = method;
        this.url = url;
        this.headers = headers;
        this.body = body;
    }
    _read() {
        if (this.body)
            this.push(this.body);
        this.body = null;
        this.push(null);
    }
}
/** Where the reply's bytes go: nowhere, once written (the body is kept by BenchResponse). */
class NullSocket extends Writable {
    _write(_chunk, _encoding, callback) {
        callback();
    }
}
/** Node's ServerResponse, keeping the body it is given. */
class BenchResponse extends ServerResponse {
    chunks = [];
    keep(chunk, encoding) {
        // write(chunk, callback) and end(chunk, callback) put the callback where the encoding goes.
        const textEncoding = typeof encoding === 'string' ? encoding : 'utf8';
        if (typeof chunk === 'string')
            this.chunks.push(Buffer.from(chunk, textEncoding));
        else if (chunk instanceof Uint8Array)
            this.chunks.push(Buffer.from(chunk));
    }
    // ServerResponse.write and end have overloads: these forward whichever was called, as it was called.
    write(chunk, encoding, callback) {
        this.keep(chunk, encoding);
        return super.write(chunk, encoding, callback);
    }
    end(chunk, encoding, callback) {
        if (typeof chunk !== 'function')
            this.keep(chunk, encoding);
        return super.end(chunk, encoding, callback);
    }
}
/** Sends one request through `app` in this process and resolves with its reply once it has finished. */
export function dispatch(app, method, url, headers, payload) {
    const body = payload === undefined ? null : Buffer.from(JSON.stringify(payload));
    // Node gives a server its request headers with lower-case names.
    const requestHeaders = { host: 'localhost' };
    for (const [name, value] of Object.entries(headers))
        requestHeaders[name.toLowerCase()] = value;
    if (body) {
        requestHeaders['content-type'] = 'application/json';
        requestHeaders['content-length'] = String(body.length);
    }
    const request = new BenchRequest(method, url, requestHeaders, body);
    const response = new BenchResponse(request);
    response.assignSocket(new NullSocket());
    return new Promise((resolve, reject) => {
        response.once('finish', () => resolve({ statusCode: response.statusCode, body: Buffer.concat(response.chunks).toString() }));
        response.once('error', reject);
        app.routing(request, response);
    });
}
