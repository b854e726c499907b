/** What a new empty domain starts with reads well and is what the API would store. */
import t from 'tap';
import { Value } from 'typebox/value';
import { DEFAULT_DOMAIN_COLORS, newDomainMenus, newDomainOptions } from './domain-defaults.ts';
import { COLOR_TYPE_IDS } from './ids/color-types.ts';
import { DomainOptionsSchema, MenuBodySchema } from './schemas/domain-options.ts';
import { ColorsUpdateSchema } from './schemas/options-requests.ts';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

t.test(
  'the default colours: one per colour type, text colours at WCAG AA on the light surfaces',
  async (t) => {
    t.same(Object.keys(DEFAULT_DOMAIN_COLORS).map(Number), [...COLOR_TYPE_IDS]);
    const colors = Object.entries(DEFAULT_DOMAIN_COLORS).map(([type, code]) => ({
      domain_color_type_id: Number(type),
      code,
    }));
    t.ok(Value.Check(ColorsUpdateSchema, colors), 'a valid colours update');
    // the surfaces of client/src/app/base.css: page, raised card
    for (const surface of ['#fffaf3', '#ffffff']) {
      for (const type of [1, 2, 7] as const)
        t.ok(contrast(DEFAULT_DOMAIN_COLORS[type], surface) >= 4.5, `text colour ${type} on ${surface}`);
    }
    // backgrounds carry the darker or lighter text the site shell derives (site-colors.ts)
    for (const type of [4, 5] as const) {
      const background = DEFAULT_DOMAIN_COLORS[type];
      const best = Math.max(contrast(background, '#1a1410'), contrast(background, '#ffffff'));
      t.ok(best >= 4.5, `text on background ${type}`);
    }
  },
);

t.test('the options and menus of a new domain', async (t) => {
  const options = newDomainOptions('Rolling Dumplings');
  t.equal(options.title, 'Rolling Dumplings');
  t.ok(Value.Check(DomainOptionsSchema, options));
  const menus = newDomainMenus();
  t.ok(Value.Check(MenuBodySchema, menus), 'menus the API stores');
  t.ok(menus.header.length > 0, 'the header is never empty');
});
