// A small S3 server for tests: path-style PUT/GET/HEAD/DELETE of /{bucket}/{key}, S3's XML
// error bodies, and full AWS Signature V4 verification of every request (the canonical
// request rebuilt from what arrived, signed with the configured secret). The S3 driver talks
// to it over real HTTP exactly as it would to MinIO or AWS.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  buckets: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  status: number;
}

interface StoredObject {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  /** bucket → key → object */
  objects: Map<string, Map<string, StoredObject>>;
  requests: RecordedRequest[];
  /** The next `count` requests answer 503 SlowDown (the SDK retries those). */
  failNext(count: number): void;
  close(): Promise<void>;
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map(options.buckets.map((bucket) => [bucket, new Map<string, StoredObject>()]));
  const requests: RecordedRequest[] = [];
  let failures = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const status = handle(request, body, response);
      requests.push({ method: request.method ?? '', path: (request.url ?? '').split('?')[0] ?? '', status });
    });
  });

  function handle(request: IncomingMessage, body: Buffer, response: ServerResponse): number {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://s3.test');
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const resource = url.pathname;
    const noBody = method === 'HEAD';

    if (failures > 0) {
      failures -= 1;
      return sendError(response, 503, 'SlowDown', 'Please reduce your request rate.', resource, noBody);
    }
    const auth = verifySignature(request, body, url, options);
    if (auth) return sendError(response, 403, auth.code, auth.message, resource, noBody);

    const bucket = objects.get(decodeURIComponent(bucketName));
    if (!bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource, noBody);
    if (key === '') return sendError(response, 405, 'MethodNotAllowed', 'Bucket operations are not supported here', resource, noBody);

    switch (method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        const contentType = headerOf(request, 'content-type') ?? 'binary/octet-stream';
        bucket.set(key, { body, contentType, etag, lastModified: new Date() });
        response.writeHead(200, { ETag: etag, 'x-amz-request-id': randomUUID() }).end();
        return 200;
      }
      case 'GET':
      case 'HEAD': {
        const object = bucket.get(key);
        if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', resource, noBody, key);
        response.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': String(object.body.byteLength),
          ETag: object.etag,
          'Last-Modified': object.lastModified.toUTCString(),
          'Accept-Ranges': 'bytes',
          'x-amz-request-id': randomUUID(),
        });
        response.end(method === 'GET' ? object.body : undefined);
        return 200;
      }
      case 'DELETE':
        bucket.delete(key);
        response.writeHead(204, { 'x-amz-request-id': randomUUID() }).end();
        return 204;
      default:
        return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource, noBody);
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function sendError(response: ServerResponse, status: number, code: string, message: string, resource: string, noBody: boolean, key?: string): number {
  const requestId = randomUUID();
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    (key === undefined ? '' : `<Key>${escapeXml(key)}</Key>`) +
    `<Resource>${escapeXml(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`;
  response.writeHead(status, { 'Content-Type': 'application/xml', 'x-amz-request-id': requestId, ...(noBody ? {} : { 'Content-Length': String(Buffer.byteLength(xml)) }) });
  response.end(noBody ? undefined : xml);
  return status;
}

// --- AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html)

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

function verifySignature(request: IncomingMessage, body: Buffer, url: URL, options: FakeS3Options): { code: string; message: string } | null {
  const authorization = headerOf(request, 'authorization');
  if (!authorization) return { code: 'AccessDenied', message: 'Anonymous access is forbidden for this operation' };
  const match = AUTHORIZATION.exec(authorization);
  if (!match) return { code: 'AuthorizationHeaderMalformed', message: 'The authorization header is malformed' };
  const [, accessKeyId, date, region, signedHeaderList, signature] = match as unknown as [string, string, string, string, string, string];
  if (accessKeyId !== options.accessKeyId) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist in our records.' };
  if (region !== options.region) return { code: 'AuthorizationHeaderMalformed', message: `the region '${region}' is wrong; expecting '${options.region}'` };

  const amzDate = headerOf(request, 'x-amz-date') ?? '';
  const payloadHash = headerOf(request, 'x-amz-content-sha256');
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !amzDate.startsWith(date) || !payloadHash) {
    return { code: 'AccessDenied', message: 'host, x-amz-date and x-amz-content-sha256 must be signed' };
  }
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    return { code: 'XAmzContentSHA256Mismatch', message: "The provided 'x-amz-content-sha256' header does not match what was computed." };
  }

  const canonicalRequest = [
    request.method,
    url.pathname, // S3 signs the path as sent (no second encoding)
    canonicalQuery(url),
    signedHeaders.map((name) => `${name}:${(headerOf(request, name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, sha256(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, date);
  for (const part of [region, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  return null;
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function rfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : value;
}

function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
