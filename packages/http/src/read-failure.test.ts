import { describe, expect, it } from 'vitest';
import { createHttpClient, createRequestCounter, HttpError, NetworkError } from './index';
import { outcomeUnknown, readFailure, UNREADABLE_ANSWER } from './read-failure';

const answer = (status: number, statusText: string, text: string) => HttpError.fromResponse(new Response(text, { status, statusText }));

describe('readFailure', () => {
  it('a 422 that is not our shape reads as its raw body (§8)', async () => {
    const failure = readFailure(await answer(422, 'Unprocessable Entity', 'quantity is too large'));
    expect(failure).toEqual({ status: 422, code: undefined, message: 'quantity is too large', fieldErrors: {} });
  });

  it('our { code, message, fieldErrors } body reads as the service own words, with its fields', async () => {
    const body = { code: 'invalid_address', message: 'Check the address', fieldErrors: { 'ship_address.city': ['is required'] } };
    const failure = readFailure(await answer(422, 'Unprocessable Entity', JSON.stringify(body)));
    expect(failure).toEqual({ status: 422, code: 'invalid_address', message: 'Check the address', fieldErrors: { 'ship_address.city': ['is required'] } });
  });

  it('any other status without our shape reads as "statusText: body" (§8)', async () => {
    const failure = readFailure(await answer(503, 'Service Unavailable', 'down for a minute'));
    expect(failure).toMatchObject({ status: 503, code: undefined, message: 'Service Unavailable: down for a minute' });
  });

  it('a network failure through the real client reads as "Unable to connect to server", with no status', async () => {
    const client = createHttpClient({
      csrfToken: 't',
      counter: createRequestCounter(),
      baseUrl: 'https://shop.test',
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const err = await client.post('/api/v2/orders.json', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(readFailure(err)).toEqual({ status: undefined, code: undefined, message: 'Unable to connect to server', fieldErrors: {} });
  });

  it('a broken contract reads as one plain sentence, never the parser dump', () => {
    const zodError = Object.assign(new Error('[{"code":"invalid_type","path":["orders",0]}]'), { name: 'ZodError' });
    expect(readFailure(zodError).message).toBe(UNREADABLE_ANSWER);
  });

  it('falls back to the caller words when nothing carries a message', () => {
    expect(readFailure(undefined).message).toBe('Unexpected error');
    expect(readFailure(new Error(''), 'Could not save').message).toBe('Could not save');
  });

  it('keeps only string messages of field errors', () => {
    const err = { status: 400, apiError: { code: 'bad', message: 'Bad', fieldErrors: { zip: ['too short', 7], city: 'x' } } };
    expect(readFailure(err).fieldErrors).toEqual({ zip: ['too short'] });
  });
});

describe('outcomeUnknown', () => {
  it('is true without an answer or on a server error, false on a refusal', async () => {
    expect(outcomeUnknown(readFailure(new NetworkError()))).toBe(true);
    expect(outcomeUnknown(readFailure(await answer(502, 'Bad Gateway', '')))).toBe(true);
    expect(outcomeUnknown(readFailure(await answer(409, 'Conflict', '')))).toBe(false);
  });
});
