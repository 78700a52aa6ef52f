import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatch } from './dispatch';
/** The same requests through dispatch and through app.inject give the same replies. */
describe('bench dispatch', () => {
    let app;
    beforeAll(async () => {
        app = Fastify();
        // The route returns what an onRequest hook read of the request's headers: hooks ran, headers arrived.
        app.decorateRequest('client', '');
        app.addHook('onRequest', async (request) => {
            request.client = String(request.headers['x-client'] ?? 'none');
        });
        app.post('/echo', {
            schema: {
                body: {
                    type: 'object',
                    required: ['name', 'items'],
                    properties: { name: { type: 'string' }, items: { type: 'array', items: { type: 'number' } } },
                },
            },
        }, async (request, reply) => reply.status(201).send({
            name: request.body.name,
            total: request.body.items.reduce((a, b) => a + b, 0),
            client: request.client,
        }));
        // A reply well over a kilobyte, in several writes.
        app.get('/long', async (_request, reply) => {
            reply.raw.writeHead(200, { 'content-type': 'text/plain' });
            for (let line = 0; line < 50; line++)
                reply.raw.write(`line ${line} ${'x'.repeat(40)}\n`);
            reply.raw.end('end');
            return reply;
        });
        // write(chunk, callback) and end(chunk, callback): the callback where the encoding goes.
        app.get('/callbacks', async (_request, reply) => {
            reply.raw.writeHead(200, { 'content-type': 'text/plain' });
            reply.raw.write('first ', () => { });
            reply.raw.end('last', () => { });
            return reply;
        });
        app.delete('/gone', async (_request, reply) => reply.status(204).send());
        await app.ready();
    });
    afterAll(() => app.close());
    const viaInject = async (...[method, url, headers, payload]) => {
        const response = await app.inject({ method, url, headers, payload });
        return { statusCode: response.statusCode, body: response.body };
    };
    const viaDispatch = async (...call) => {
        const { statusCode, body } = await dispatch(app, ...call);
        return { statusCode, body };
    };
    it('delivers the JSON body and the headers, and returns the route reply', async () => {
        const request = ['POST', '/echo', { 'X-Client': 'bench' }, { name: 'drive', items: [1, 2, 3.5] }];
        const injected = await viaInject(...request);
        expect(injected).toEqual({ statusCode: 201, body: '{"name":"drive","total":6.5,"client":"bench"}' });
        expect(await viaDispatch(...request)).toEqual(injected);
    });
    it('runs validation: a body the schema refuses gets the same 400', async () => {
        const request = ['POST', '/echo', {}, { name: 'drive' }];
        const injected = await viaInject(...request);
        expect(injected.statusCode).toBe(400);
        expect(await viaDispatch(...request)).toEqual({ statusCode: 400, body: injected.body });
    });
    it('keeps every write of a long reply, and replies without a body', async () => {
        const long = await viaDispatch('GET', '/long', {});
        expect(long.statusCode).toBe(200);
        expect(long.body).toBe((await viaInject('GET', '/long', {})).body);
        expect(long.body.split('\n')).toHaveLength(51);
        expect(await viaDispatch('GET', '/callbacks', {})).toEqual({ statusCode: 200, body: 'first last' });
        expect(await viaDispatch('DELETE', '/gone', {})).toEqual({ statusCode: 204, body: '' });
        expect(await viaDispatch('GET', '/nowhere', {})).toMatchObject({ statusCode: 404 });
    });
    it('keeps concurrent requests apart', async () => {
        const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => viaDispatch('POST', '/echo', { 'x-client': `c${i}` }, { name: `n${i}`, items: [i, i] })));
        replies.forEach((reply, i) => expect(reply).toEqual({ statusCode: 201, body: `{"name":"n${i}","total":${2 * i},"client":"c${i}"}` }));
    });
});
