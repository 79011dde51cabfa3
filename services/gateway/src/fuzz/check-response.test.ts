import { describe, expect, it } from 'vitest';
import { markupInjections, withoutAngleBrackets } from './check-response';

describe('markupInjections', () => {
  const evil = '"><img src=x onerror=alert(1)>';
  const url = `/t-shirts?sort=${encodeURIComponent(evil)}`;

  it('flags request input echoed into the HTML unescaped, from the query, the path or a cookie', () => {
    expect(markupInjections(`<p>${evil}</p>`, { url })).toHaveLength(1);
    expect(markupInjections(`<p><b>x</b></p>`, { url: `/${encodeURIComponent('<b>x</b>')}` })).toHaveLength(1);
    expect(markupInjections(`<h1>Hi, <script>1</script></h1>`, { url: '/', cookies: { name: encodeURIComponent('<script>1</script>') } })).toHaveLength(1);
  });

  it('accepts the escaped forms the document uses: HTML entities and JSON with < escaped', () => {
    expect(markupInjections(`<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>`, { url })).toEqual([]);
    expect(markupInjections(`<script type="application/json">{"q":"\\">\\u003cimg src=x onerror=alert(1)>"}</script>`, { url })).toEqual([]);
  });

  it('does not count a short input that is a piece of the page\'s own markup ("<t" of <title>), unless it stands there more often', () => {
    const page = '<title>Page not found</title><p>Sorry</p>';
    expect(markupInjections(page, { url: '/%3Ct' })).toHaveLength(1);
    // compared with the same page asked for without the '<'
    expect(markupInjections(page, { url: '/%3Ct' }, page)).toEqual([]);
    expect(markupInjections(`${page}<p>/<t</p>`, { url: '/%3Ct' }, page)).toHaveLength(1);
    expect(withoutAngleBrackets('/%3Ct?q=%3cb%3E<i', { name: '<s>' })).toEqual({ url: '/xt?q=xb%3Exi', cookies: { name: 'xs>' } });
  });
});
