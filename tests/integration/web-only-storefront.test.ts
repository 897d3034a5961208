// The storefront must run on Node and on a Workers runtime: no Node-only imports reachable from app/.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNodeImports } from '../../scripts/web-only-imports.mjs';

function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-only-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('app/ uses only Web-standard APIs', () => {
  it('finds no node: modules or Node-only packages reachable from app/', () => {
    expect(findNodeImports(process.cwd())).toEqual([]);
  });

  it('flags node: modules, built-ins, Node-only packages and shared modules that use them', () => {
    const root = project({
      'app/lib/a.ts': "import { randomBytes } from 'node:crypto';\nimport { Buffer } from 'buffer';\n",
      'app/lib/b.ts': "import { createRequestListener } from '@react-router/node';\n",
      'app/lib/c.tsx': "import {\n  helper,\n} from '../../commerce/shared';\n",
      'commerce/shared.ts': "import pg from 'pg';\nexport const helper = pg;\n",
      'app/lib/d.ts': "import type { Pool } from 'pg';\nexport type { X } from '../../commerce/db';\nconst m = () => import('node:fs');\n",
      'app/lib/e.test.ts': "import fs from 'node:fs';\n",
    });
    const problems: string[] = findNodeImports(root);
    expect(problems).toEqual(
      expect.arrayContaining([
        'app/lib/a.ts: node:crypto (a node: module)',
        'app/lib/a.ts: buffer (a Node built-in)',
        'app/lib/b.ts: @react-router/node (a Node-only package)',
        'app/lib/c.tsx -> commerce/shared.ts: pg (a Node-only package)',
        'app/lib/d.ts: node:fs (a node: module)',
      ]),
    );
    // Type-only imports are erased at build time; tests run on Node.
    expect(problems).toHaveLength(5);
  });
});
