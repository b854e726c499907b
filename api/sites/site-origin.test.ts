import t from 'tap';
import { passwordLinkOf } from '../accounts/password-resets.ts';
import { inboxLink } from '../forms/submission-mail.ts';
import { siteOrigin, staffLinkSite, staffOrigin } from './site-origin.ts';

t.test('local hosts get the BFF port, others https, a template wins', async (t) => {
  t.equal(siteOrigin('tacos.localhost'), 'http://tacos.localhost:3000');
  t.equal(siteOrigin('localhost', { bffPort: '8080' }), 'http://localhost:8080');
  t.equal(siteOrigin('localhost', { bffPort: '80' }), 'http://localhost');
  t.equal(siteOrigin('trucks.example'), 'https://trucks.example');
  t.equal(siteOrigin('trucks.example', { template: 'https://{host}:8443/' }), 'https://trucks.example:8443');
});

t.test('staff links go to the staff host, naming the site, when there is one (decision 033)', async (t) => {
  const staff = { bffPort: '3000', panelHost: 'panel.localhost' };
  t.equal(staffOrigin('tacos.localhost', staff), 'http://panel.localhost:3000');
  t.equal(staffOrigin('trucks.example', { panelHost: 'admin.example.org' }), 'https://admin.example.org');
  t.equal(
    staffOrigin('tacos.localhost', { bffPort: '3000' }),
    'http://tacos.localhost:3000',
    'else the site',
  );
  t.equal(staffLinkSite('tacos.localhost', staff), 'tacos.localhost');
  t.equal(staffLinkSite('tacos.localhost', {}), undefined);
  t.equal(
    passwordLinkOf(staffOrigin('tacos.localhost', staff), 'a b', staffLinkSite('tacos.localhost', staff)),
    'http://panel.localhost:3000/reset-password?token=a%20b&site=tacos.localhost',
  );
  t.equal(
    inboxLink('http://panel.localhost:3000', 7, 'tacos.localhost'),
    'http://panel.localhost:3000/panel/submissions?open=7&site=tacos.localhost',
  );
});
