/**
 * Whether a user agent is a bot's (the `isbot` package's pattern), remembered per user agent:
 * the pattern is one regular expression of some 400 alternatives, a few microseconds a beacon,
 * and a site's visitors come with a few hundred distinct user agents, not one each.
 */
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';

/** user agents remembered; more forget the least recent */
const AGENTS = 2_000;

export function createBotAgents() {
  const known = new LRUCache<string, boolean>({ max: AGENTS });
  return (userAgent: string): boolean => {
    let bot = known.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      known.set(userAgent, bot);
    }
    return bot;
  };
}
