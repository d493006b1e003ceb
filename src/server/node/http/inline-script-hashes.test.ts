import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.ts';

describe('inlineScriptHashes', () => {
  it('hashes the scripts that run, not JSON data nor scripts with a src', () => {
    const html =
      '<script>a()</script><script type="module" id="x">b()</script>' +
      '<script type="application/json" id="d">{"a":1}</script><script src="/c.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      // sha256 of "a()" and of "b()", base64
      'qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
      'cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
    ]);
  });
});
