import t from 'tap';
import { siteOrigin } from './site-origin.ts';

t.test('local hosts get the BFF port, others https, a template wins', async (t) => {
  t.equal(siteOrigin('tacos.localhost'), 'http://tacos.localhost:3000');
  t.equal(siteOrigin('localhost', { bffPort: '8080' }), 'http://localhost:8080');
  t.equal(siteOrigin('localhost', { bffPort: '80' }), 'http://localhost');
  t.equal(siteOrigin('trucks.example'), 'https://trucks.example');
  t.equal(siteOrigin('trucks.example', { template: 'https://{host}:8443/' }), 'https://trucks.example:8443');
});
