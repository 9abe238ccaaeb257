/** The public website's server-rendered pages (the job board); the rest of the website is the SPA. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { islandFrom } from './island';
import { websitePages } from './jobs-pages';

export async function registerWebsite(app: FastifyInstance, opts: { remotesRoot: string }) {
  await websitePages(app, { island: islandFrom(path.join(opts.remotesRoot, 'remote-website/dist/island')) });
}
