import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeMarkup } from '../../../src/relay/markup.js';

describe('escapeMarkup', () => {
  it('escapes the markup characters and replaces what XML cannot hold', () => {
    const table: [string, string][] = [
      ['오름시스템', '오름시스템'],
      ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
      ["a'b&c", 'a&#39;b&amp;c'],
      [']]><x/>', ']]&gt;&lt;x/&gt;'],
      ['a\u0000b\u001bc\td\ne', 'a\ufffdb\ufffdc\td\ne'],
      ['\ud800x\udc00', '\ufffdx\ufffd'],
      ['😀', '😀'],
      ['\uffff', '\ufffd'],
    ];
    for (const [text, escaped] of table) assert.equal(escapeMarkup(text), escaped, JSON.stringify(text));
  });
});
