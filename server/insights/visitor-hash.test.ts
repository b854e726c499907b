import t from 'tap';
import { visitorHash } from './visitor-hash.ts';

t.test('the day’s visitor hash: 16 bytes, one per salt, site, address and user agent', async (t) => {
  const hash = visitorHash('salt-of-monday', 1, '203.0.113.7', 'Firefox');
  t.match(hash, /^[0-9a-f]{32}$/);
  t.equal(visitorHash('salt-of-monday', 1, '203.0.113.7', 'Firefox'), hash, 'the same visitor, the same day');
  const others = [
    visitorHash('salt-of-tuesday', 1, '203.0.113.7', 'Firefox'),
    visitorHash('salt-of-monday', 2, '203.0.113.7', 'Firefox'),
    visitorHash('salt-of-monday', 1, '203.0.113.8', 'Firefox'),
    visitorHash('salt-of-monday', 1, '203.0.113.7', 'Chrome'),
    // the parts are kept apart: moving a character from one to the next is another visitor
    visitorHash('salt-of-monday', 1, '203.0.113.7F', 'irefox'),
  ];
  t.equal(new Set([hash, ...others]).size, 6, 'any part changed: another hash');
});
