// Build-time compression of the client assets (docs/decisions/0021): every compressible file under
// build/client/assets gets a .gz and a .br beside it, which server.ts serves to browsers that accept
// them (serveStatic's `precompressed`). The assets are immutable, so they are compressed once, at
// the highest levels, instead of on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|html)$/;
/** Below this, compression headers cost more than they save. */
const MIN_BYTES = 1024;

export function precompressFiles(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir)) {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) {
      written += precompressFiles(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    );
    written += 1;
  }
  return written;
}

/**
 * Vite plugin: precompresses the client build's assets once the bundle is written. React Router
 * builds the client and the server as two environments of one Vite build (the Environment API), so
 * the plugin asks the environment it closes which one it is.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'slaapzaak-precompress',
    apply: 'build',
    closeBundle() {
      const environment = this.environment;
      if (environment.config.consumer !== 'client') return;
      const assets = path.join(environment.config.build.outDir, 'assets');
      try {
        statSync(assets);
      } catch {
        return;
      }
      precompressFiles(assets);
    },
  };
}
