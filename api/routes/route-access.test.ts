/**
 * The route list: every route of the API with its declared access level, compared with the
 * checked-in api/routes/route-access.txt, so that a new route or a changed level shows in review.
 * After a deliberate change: `UPDATE_ROUTE_LIST=1 npx tap api/routes/route-access.test.ts`, then
 * read the diff of route-access.txt.
 */
import { writeFileSync } from 'node:fs';
import t from 'tap';
import { createHarness } from '../testing/api-test-harness.ts';
import { READ_ME, ROUTE_LIST_FILE, readRouteList, routeListText } from '../testing/route-table.ts';

t.test('every route and its access level are the checked-in list', async (t) => {
  const { app } = await createHarness(t);
  const live = routeListText(app);
  if (process.env.UPDATE_ROUTE_LIST === '1') writeFileSync(ROUTE_LIST_FILE, live);
  t.equal(live, readRouteList(), READ_ME);
});
