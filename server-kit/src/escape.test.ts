import { escapeHtml, escapeXml } from './escape';

describe('escaping text for markup', () => {
  it('escapes the five markup characters for HTML text and attributes', () => {
    expect(escapeHtml(`<b a="1">Tom & Jerry's</b>`)).toBe(
      '&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });

  it('escapes the same for XML and drops the control characters XML forbids', () => {
    expect(escapeXml(`Tom & Jerry's\u0000\u001f\t\n\uffff`)).toBe('Tom &amp; Jerry&#39;s\t\n');
  });
});
