/**
 * The bench's express + http-proxy-middleware peer, in front of the upstream given as argv[2],
 * configured as the middleware's README shows (`createProxyMiddleware({ target, changeOrigin })`
 * mounted with `pathFilter`) plus a keep-alive `http.Agent`; prints its URL.
 */
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const app = express();
app.use(
  createProxyMiddleware({
    target: process.argv[2],
    changeOrigin: true,
    pathFilter: '/api',
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  }),
);
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
server.keepAliveTimeout = 30_000;
process.once('SIGTERM', () => process.exit(0));
