/**
 * The apply script, built by remote-website as its own tiny bundle (tooling/rspack.mjs
 * createIslandConfig) into remote-website/dist/island/ with entry.json naming the hashed file.
 * The page asks for entry.json once (the build does not change under a running server); a
 * missing build is asked again later, so building while the server runs is picked up.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ASSETS_PATH = '/admin/website/assets';
/** Only the names the build writes: no path, no dot files. */
export const SAFE_ASSET = /^[A-Za-z0-9_-]+\.[0-9a-f]{8}\.(js|css)$/;

export interface Island {
  /** The script's URL for the page, or undefined when not built */
  scriptSrc(): string | undefined;
  /** The asset's bytes by its file name, or undefined */
  read(file: string): Promise<Buffer | undefined>;
}

export function islandFrom(dir: string): Island {
  let entry: { js?: string } | undefined;
  const files = new Map<string, Buffer>();
  return {
    scriptSrc() {
      if (!entry) {
        try {
          entry = JSON.parse(fs.readFileSync(path.join(dir, 'entry.json'), 'utf8')) as { js?: string };
        } catch {
          return undefined;
        }
      }
      return entry.js || undefined;
    },
    async read(file) {
      if (!SAFE_ASSET.test(file)) return undefined;
      const hit = files.get(file);
      if (hit) return hit;
      try {
        const bytes = await fs.promises.readFile(path.join(dir, file));
        files.set(file, bytes);
        return bytes;
      } catch {
        return undefined;
      }
    },
  };
}
