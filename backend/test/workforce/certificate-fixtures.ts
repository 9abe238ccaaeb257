/** Workers, uploads and certificates for the certificate tests. */
import sharp from 'sharp';
import { wfWorker } from '../../src/db/schema';
import { API, type TestApp } from '../helpers';
import type { api } from '../support/http';

type Api = ReturnType<typeof api>;
let n = 0;

/**
 * A worker row to hang certificates on. The worker module's own API and validation are tested
 * by its tests; here only the id and the name matter.
 */
export async function makeWorker(t: TestApp, name = `Worker ${++n}`): Promise<number> {
  const k = `${Date.now() % 1_000_000}${++n}`.padStart(7, '0').slice(-7);
  const [w] = await t.db
    .insert(wfWorker)
    .values({
      name,
      nric: `S${k}D`,
      dateOfBirth: '1990-01-01',
      gender: 'female',
      nationality: 'Singaporean',
      residency: 'citizen',
      phone: `+659${k}`,
      engagementType: 'contractor',
      status: 'active',
    })
    .returning({ id: wfWorker.id });
  return w.id;
}

export function multipart(name: string, content: Buffer, type = 'application/octet-stream', field = 'file') {
  const boundary = '----shiftdeskCertBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();

export function uploadTo(t: TestApp, token: string, entity: string, name: string, content: Buffer, type?: string) {
  const m = multipart(name, content, type);
  return t.app.inject({
    method: 'POST',
    url: `${API}/workforce/${entity}/upload`,
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${token}` },
  });
}

export async function uploadKey(t: TestApp, token: string, entity = 'workerCertificate'): Promise<string> {
  const r = await uploadTo(t, token, entity, 'scan.pdf', PDF, 'application/pdf');
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.fileKey;
}

export async function makeType(A: Api, over: Record<string, unknown> = {}): Promise<number> {
  const r = await A.post('/workforce/certificateType/add', {
    name: `Type ${++n} ${Math.random().toString(36).slice(2, 7)}`,
    expires: true,
    blocksEligibility: true,
    ...over,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}

export async function makeCertificate(
  t: TestApp,
  A: Api,
  token: string,
  workerId: number,
  typeId: number,
  over: Record<string, unknown> = {},
): Promise<number> {
  const r = await A.post('/workforce/workerCertificate/add', {
    workerId,
    typeId,
    number: `C-${++n}`,
    issuer: 'SkillsFuture Singapore',
    issuedOn: '2025-01-01',
    expiresOn: '2027-12-31',
    fileKey: await uploadKey(t, token),
    ...over,
  });
  if (r.json().code !== 0) throw new Error(r.body);
  return r.json().data.id;
}
