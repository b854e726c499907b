import t from 'tap';
import { pageDescription, pageTitle, robotsContent, siteNameOf } from './page-head.ts';

t.test('page titles through the template', async (t) => {
  t.equal(pageTitle('Members', 'Taco Row'), 'Members | Taco Row');
  t.equal(pageTitle('  About us ', 'Taco Row'), 'About us | Taco Row');
  t.equal(pageTitle('', 'Taco Row'), 'Taco Row');
  t.equal(pageTitle('Taco Row', 'Taco Row'), 'Taco Row');
  t.equal(pageTitle('Members', ''), 'Members');
  t.equal(pageTitle('Menu', 'Taco Row', '{site name} — %s'), 'Taco Row — Menu', "the site's own template");
  t.equal(
    pageTitle('Menu', 'Taco Row', 'no placeholder'),
    'Menu | Taco Row',
    'a template without %s is not used',
  );
  t.equal(
    pageTitle('', 'Taco Row', undefined, ' Taco Row — street food in Riverside '),
    'Taco Row — street food in Riverside',
    'the home page shows the SEO title set in the panel',
  );
  t.equal(
    pageTitle('Menu', 'Taco Row', undefined, 'SEO home title'),
    'Menu | Taco Row',
    'other pages do not',
  );
  t.equal(pageTitle('', 'Taco Row', undefined, '  '), 'Taco Row', 'a blank SEO title falls back to the name');
  t.equal(pageTitle("Tom's $& $' deal", 'Row $1'), "Tom's $& $' deal | Row $1", 'no replacement patterns');
});

t.test('site name, description, robots', async (t) => {
  t.equal(siteNameOf('', 'SEO name'), 'SEO name');
  t.equal(siteNameOf(' Options ', 'SEO name'), 'Options');
  t.equal(pageDescription('  ', 'Site description'), 'Site description');
  t.equal(pageDescription('Own', 'Site description'), 'Own');
  t.equal(
    pageDescription('Home, written for a new site', 'Site description', true),
    'Site description',
    "the home page: the site's SEO description first",
  );
  t.equal(
    pageDescription('Home, written for a new site', ' ', true),
    'Home, written for a new site',
    "the home page's own when the site has none",
  );
  t.equal(robotsContent(false, false), undefined);
  t.equal(robotsContent(true, false), 'noindex, follow');
  t.equal(robotsContent(false, true), 'index, nofollow');
});
