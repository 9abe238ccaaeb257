/**
 * Who may read a stored file, by kind (the first segment of its key). Avatars are public, as
 * today (served at /backend/upload/avatar/…); every other kind is served only through
 * GET /backend/api/v1/system/file/<key> to a logged-in caller its `canRead` admits — a module
 * that stores, say, a worker's documents registers a kind whose check looks up the owning record.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from './storage';

export interface FileKind {
  name: string;
  /** Readable by anyone at /backend/upload/<key> */
  public: boolean;
  /** For non-public kinds: may this logged-in caller read this file? */
  canRead?(req: FastifyRequest, key: string): Promise<boolean>;
}

const kinds = new Map<string, FileKind>();

export function registerFileKind(kind: FileKind): () => void {
  if (!/^[a-z][a-zA-Z0-9_-]*$/.test(kind.name)) throw new Error(`bad file kind ${kind.name}`);
  kinds.set(kind.name, kind);
  return () => {
    if (kinds.get(kind.name) === kind) kinds.delete(kind.name);
  };
}

export function fileKindOf(key: string): FileKind | undefined {
  return kinds.get(key.split('/')[0] ?? '');
}

registerFileKind({ name: 'avatar', public: true });

/**
 * Sends a stored file as the answer: never cached, never sniffed, inline (images, and PDFs when
 * asked) or as an attachment, under the last segment of its key.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, key: string, inline: boolean) {
  reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${key.split('/').pop()}"`);
  if (file.size) reply.header('content-length', file.size);
  // A stream is sent as is (never serialised); the typed reply only knows the JSON shapes.
  return reply.type(file.contentType).send(file.stream as never);
}
