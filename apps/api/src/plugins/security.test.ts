import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NO_EXTRA, inlineScriptSources, securityHeaders } from './security';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('page security policy', () => {
  it('allows the page’s own inline scripts by hash and nothing loaded by src', () => {
    const inline = '(function(){document.title="x"})();';
    const html = `<head><script type="module" crossorigin src="/assets/index.js"></script><script>${inline}</script><script> </script></head>`;
    expect(inlineScriptSources(html)).toEqual([sha(inline)]);
    const csp = securityHeaders({ ...NO_EXTRA, scripts: inlineScriptSources(html) })[
      'content-security-policy'
    ];
    expect(csp).toContain(`script-src 'self' ${sha(inline)}`);
    expect(securityHeaders()['content-security-policy']).toContain("script-src 'self';");
  });
});
