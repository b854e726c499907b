/** A domain's colours as CSS variables: the mapping, the derived text colours, the BFF's rule. */
import t from 'tap';
import type { DomainColor } from './schemas/domain-options.ts';
import { colorVariables, colorVariablesRule, contrastRatio, readableTextOn } from './site-colors.ts';
import { colorsKey } from './site-colors-key.ts';

const COLORS: [DomainColor, DomainColor, ...DomainColor[]] = [
  { id: 1, domain_color_type_id: 1, code: '#e4572e' },
  { id: 2, domain_color_type_id: 2, code: '#17bebb' },
  { id: 3, domain_color_type_id: 4, code: '#264653' },
  { id: 4, domain_color_type_id: 5, code: '#e9c46a' },
  { id: 5, domain_color_type_id: 7, code: '#1f2933' },
  { id: 6, domain_color_type_id: 3, code: '#000000' },
  { id: 7, domain_color_type_id: 1, code: 'red;}</style><script>' },
];

t.test('each colour type id maps to its variable, and backgrounds get a readable text colour', async (t) => {
  t.same(colorVariables(COLORS), {
    '--color-accent-text': '#e4572e',
    '--color-primary-text': '#17bebb',
    '--color-accent-bg': '#264653',
    '--color-accent-bg-contrast': '#ffffff',
    '--color-primary-bg': '#e9c46a',
    '--color-primary-bg-contrast': '#1a1410',
    '--color-base-text': '#1f2933',
  });
});

t.test('the text colour with the better contrast', async (t) => {
  t.equal(readableTextOn('#ffffff'), '#1a1410');
  t.equal(readableTextOn('#3b1f1f'), '#ffffff');
  t.equal(Math.round(contrastRatio('#000000', '#ffffff')), 21);
});

t.test(
  "the BFF's rule: only the known names and #rrggbb values, and a key that tells colours apart",
  async (t) => {
    const rule = colorVariablesRule(COLORS);
    t.equal(
      rule,
      ':root{--color-accent-text:#e4572e;--color-primary-text:#17bebb;--color-accent-bg:#264653;' +
        '--color-accent-bg-contrast:#ffffff;--color-primary-bg:#e9c46a;--color-primary-bg-contrast:#1a1410;' +
        '--color-base-text:#1f2933}',
    );
    t.notMatch(rule, /<|script|red/, 'a value that is not a colour never reaches the page');
    t.equal(colorVariablesRule([]), '');
    t.equal(colorsKey(COLORS.slice(0, 2)), '1:#e4572e,2:#17bebb');
    t.not(colorsKey(COLORS.slice(0, 2)), colorsKey([{ ...COLORS[0], code: '#000000' }, COLORS[1]]));
  },
);
