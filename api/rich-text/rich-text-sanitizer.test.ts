import t from 'tap';
import { sanitizeRichText } from './rich-text-sanitizer.ts';

t.test('what the panel’s editor writes comes back as it was', async (t) => {
  for (const html of [
    '<p>Fine <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>gone</s> and <code>code</code></p>',
    '<h2>Menu</h2><ul><li><p>Tacos</p></li></ul><ol start="3"><li>Three</li></ol>',
    '<blockquote><p>Best tacos in town</p></blockquote><hr /><pre><code>x</code></pre>',
    '<p><a href="/about">About</a> <a href="https://partner.example/" target="_blank" rel="noopener noreferrer">Partner</a></p>',
    '<p><a href="mailto:hello@trucks.example">mail</a> <a href="tel:+4930123">call</a></p>',
    '<p><img src="/media/localhost/library/a.webp" alt="A truck" width="640" height="480" /></p>',
  ]) {
    t.equal(sanitizeRichText(html), html, html);
  }
});

t.test('scripts, handlers, styles, frames, forms and unsafe urls are removed; text is kept', async (t) => {
  const dirty =
    '<p>Fine</p><script>window.x = 1</script><img src="/x.png" onerror="window.x = 2">' +
    '<a href="javascript:window.x = 3">click me</a><a href=" JaVaScRiPt:x">case</a>' +
    '<a href="java&#9;script:x">tab</a><a href="//evil.example/">other origin</a>' +
    '<iframe srcdoc="<script>parent.x()</script>">frame text</iframe><style>*{color:red}</style>' +
    '<p style="position:fixed" onclick="x()">styled</p><details open ontoggle="x()">toggle</details>' +
    '<svg onload="x()"><script>x()</script></svg><form action="/steal"><input name="q"><button>go</button></form>' +
    '<img src="data:image/png;base64,AAAA"><img src="http://insecure.example/a.png">' +
    '<p id="location" name="cookie">clobber</p><meta http-equiv="refresh" content="0;url=https://evil.example">' +
    '<base href="https://evil.example/"><a href="/fine" target="_top" rel="opener">top</a>';
  const clean = sanitizeRichText(dirty);
  t.equal(
    clean,
    '<p>Fine</p><img src="/x.png" /><a>click me</a><a>case</a><a>tab</a><a>other origin</a>' +
      '<p>styled</p>toggle' +
      'go<p>clobber</p><a href="/fine">top</a>',
  );
  t.notMatch(clean, /on\w+=|script|style=|javascript:|data:|iframe|<form|<input|<meta|<base/i);
  t.equal(sanitizeRichText(clean), clean, 'idempotent');
});

t.test('a link that opens a new tab cannot reach back to the page', async (t) => {
  t.equal(
    sanitizeRichText('<a href="https://partner.example/" target="_blank">Partner</a>'),
    '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">Partner</a>',
  );
  t.equal(
    sanitizeRichText('<a href="https://partner.example/" target="_blank" rel="opener">Partner</a>'),
    '<a href="https://partner.example/" target="_blank" rel="noopener noreferrer">Partner</a>',
  );
});

t.test('plain text and entities stay text', async (t) => {
  t.equal(sanitizeRichText('Fish & chips < 10 €'), 'Fish &amp; chips &lt; 10 €');
  t.equal(sanitizeRichText(''), '');
});
