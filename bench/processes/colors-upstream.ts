/** The bench's upstream: answers GET /api/options/colors with five colours; prints its URL. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const colors = JSON.stringify([
  { id: 1, domain_color_type_id: 1, code: '#d9480f' },
  { id: 2, domain_color_type_id: 2, code: '#1c7ed6' },
  { id: 3, domain_color_type_id: 4, code: '#fff4e6' },
  { id: 4, domain_color_type_id: 5, code: '#e7f5ff' },
  { id: 5, domain_color_type_id: 7, code: '#212529' },
]);

const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(colors) });
  res.end(colors);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
