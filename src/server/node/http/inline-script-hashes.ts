import { createHash } from 'node:crypto';

/** The sha256 (base64) of each inline script in `html` that runs (JSON data scripts do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?<attributes>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attributes = '', body = '' } = match.groups ?? {};
    if (/\bsrc=/.test(attributes) || /type="application\/json"/.test(attributes)) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}
