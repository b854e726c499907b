/**
 * One page of each kind the demo's public site has, as the phone-speed journey and the bench's
 * phone rows load them (e2e/public-phone-speed.test.ts, bench/scenarios/phone-first-load.ts).
 */
export const PUBLIC_ROUTE_KINDS = [
  ['home (with the FAQ block)', '/'],
  ['a page', '/about'],
  ['members list', '/members'],
  ['a member', '/members/taco-loco'],
  ['blog list', '/blog'],
  ['a blog post', '/blog/opening-season'],
  ['cuisines', '/cuisines'],
  ['catering', '/catering'],
  ['showcases', '/showcases'],
  ['not found', '/no-such-page'],
] as const;
