import t from 'tap';
import { auditTargetOf } from './audit-target.ts';

t.test('the entity, id parameter and action come from the method and the pattern', async (t) => {
  const cases: [string, string, string, string, string | undefined][] = [
    ['POST', '/api/posts', 'posts', 'create', undefined],
    ['PUT', '/api/posts/:id/body', 'posts', 'update', 'id'],
    ['PUT', '/api/posts/:id/status', 'posts', 'from-post-status', 'id'],
    ['PUT', '/api/posts/:id/restore', 'posts', 'restore', 'id'],
    ['PATCH', '/api/posts/:id/order', 'posts', 'reorder', 'id'],
    ['DELETE', '/api/posts/:id', 'posts', 'delete', 'id'],
    ['DELETE', '/api/posts/:id/permanently', 'posts', 'purge', 'id'],
    ['PUT', '/api/options/colors', 'options/colors', 'update', undefined],
    ['POST', '/api/options/domains', 'options/domains', 'create', undefined],
    ['POST', '/api/media', 'media', 'create', undefined],
    ['PATCH', '/api/media/:id', 'media', 'update', 'id'],
    ['POST', '/api/users/:id/deactivate', 'users', 'deactivate', 'id'],
    ['POST', '/api/users/:id/reactivate', 'users', 'reactivate', 'id'],
    ['POST', '/api/users/:id/password-link', 'users', 'send-password-link', 'id'],
    ['POST', '/api/users/:id/something-new', 'users', 'update', 'id'],
    ['POST', '/api/account', 'account', 'update', undefined],
    ['POST', '/api/account/change-password', 'account', 'change-password', undefined],
    ['POST', '/api/account/two-factor/confirm', 'account/two-factor', 'enable-two-factor', undefined],
    ['POST', '/api/account/two-factor/disable', 'account/two-factor', 'disable-two-factor', undefined],
    ['DELETE', '/api/account/sessions/:id', 'session', 'end-session', 'id'],
    ['POST', '/api/auth/switch-domain', 'session', 'switch-site', undefined],
    ['POST', '/api/clear-cache', 'cache', 'clear-cache', undefined],
    ['DELETE', '/api/things/:thing/parts/:part', 'things', 'delete', 'part'],
  ];
  for (const [method, route, entity, action, idParam] of cases) {
    t.same(auditTargetOf(method, route, undefined), { entity, action, idParam }, `${method} ${route}`);
  }
});

t.test("a route's own config.audit wins", async (t) => {
  t.same(auditTargetOf('POST', '/api/faqs', { entity: 'faq', action: 'publish' }), {
    entity: 'faq',
    action: 'publish',
    idParam: undefined,
  });
  t.same(auditTargetOf('POST', '/api/account', { action: 'enable-two-factor' }).entity, 'account');
});
