// The baseline: a bare Fastify answering POST /bare with fixed bytes — what the shop's answer
// would cost with no protocol, validation, database or cache in between.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.env.BARE_BODY_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.get('/ready', async () => 'ok');
app.post('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
