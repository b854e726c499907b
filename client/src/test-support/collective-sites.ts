/**
 * The collective's sites as the panel's tests know them (`DomainSummary`, the answer of
 * `GET /api/options/domains`): the main site on `localhost` first, then two trucks' sites.
 */
export const COLLECTIVE_SITES = [
  { id: 1, host: 'localhost', name: 'Rolling Kitchens' },
  { id: 2, host: 'tacos.localhost', name: 'Taco Row' },
  { id: 3, host: 'bbq.localhost', name: 'Burger Bus' },
];
