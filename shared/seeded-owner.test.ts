import t from 'tap';
import { greetingName, SEEDED_OWNER_NAME } from './seeded-owner.ts';

t.test('a person is greeted by a real first name only', async (t) => {
  t.equal(greetingName({ firstname: ' Maria ', lastname: 'Lopez' }), 'Maria');
  t.equal(
    greetingName(SEEDED_OWNER_NAME),
    undefined,
    "the seeded owner's name is its role: no 'Welcome, Site'",
  );
  t.equal(
    greetingName({ firstname: 'Site', lastname: 'Manager' }),
    'Site',
    'a Site with another last name is a name',
  );
  t.equal(greetingName({ firstname: ' ', lastname: 'Lopez' }), undefined);
});
