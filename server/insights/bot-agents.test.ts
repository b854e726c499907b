import t from 'tap';
import { createBotAgents } from './bot-agents.ts';

const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

t.test('a bot’s user agent is told from a person’s, the same the second time it comes', async (t) => {
  const isBotAgent = createBotAgents();
  for (const round of ['first', 'remembered']) {
    t.equal(isBotAgent(PERSON), false, `${round}: a person's browser`);
    t.equal(isBotAgent(CRAWLER), true, `${round}: a crawler`);
    t.equal(
      isBotAgent('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0.0.0'),
      true,
      `${round}: headless`,
    );
  }
});

t.test('more user agents than it remembers: each still answered by the pattern', async (t) => {
  const isBotAgent = createBotAgents();
  for (let i = 0; i < 2_500; i++) isBotAgent(`${PERSON} Visitor/${i}`);
  t.equal(isBotAgent(CRAWLER), true);
  t.equal(isBotAgent(`${PERSON} Visitor/1`), false, 'one forgotten and asked again');
});
