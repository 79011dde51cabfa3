import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { declineQuoteBody, publicQuoteParams, publicQuoteResponse, quoteAuthenticationBody, quoteAuthenticationParams, quotePaymentBody } from '@storefront/contracts';
import { HttpError, problemToHttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { lineImage } from '../../domain/images/quote-images';
import { authenticateQuotePayment } from '../../domain/payments/authenticate-quote-payment';
import { quoteDocument } from '../../domain/pdf/quote-document';
import { declineQuote, payQuotePart, QUOTE_LINK_NOT_VALID, readPublicQuote } from '../../domain/payments/pay-quote-part';
import { findQuoteRowByTokenHash } from '../../domain/quotes/quote-rows';
import { hashQuoteToken } from '../../domain/quotes/quote-token';
import { sendQuoteImage } from '../images/route';
import { sendPdf } from '../quotes/route';
import type { RouteContext } from '../route-context';

const lineImageParams = publicQuoteParams.extend({ lineId: z.uuid('must be a line id') });

/**
 * The customer's side, by the link's token (no account): the quote, accept (pays the deposit),
 * decline, pay the balance, answer the bank's check a card asked for, the lines' images and the PDF. An unknown, withdrawn or revoked link is a 404
 * "This quote link is not valid."; a link whose quote cannot take that answer now is a 409 with why.
 */
export function publicQuoteRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const pay = { db: ctx.db, provider: ctx.paymentProvider, now: ctx.now };

  r.get('/api/crafter/public/quotes/:token', { schema: { params: publicQuoteParams, response: { 200: publicQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await readPublicQuote(ctx.db, req.params.token, ctx.now())),
  }));

  r.post('/api/crafter/public/quotes/:token/accept', { schema: { params: publicQuoteParams, body: quotePaymentBody, response: { 200: publicQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await payQuotePart(pay, req.params.token, 'deposit', req.body)),
  }));

  r.post('/api/crafter/public/quotes/:token/pay_balance', { schema: { params: publicQuoteParams, body: quotePaymentBody, response: { 200: publicQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await payQuotePart(pay, req.params.token, 'balance', req.body)),
  }));

  r.post(
    '/api/crafter/public/quotes/:token/payments/:paymentId/authenticate',
    { schema: { params: quoteAuthenticationParams, body: quoteAuthenticationBody, response: { 200: publicQuoteResponse } } },
    async (req) => ({ quote: valueOrThrow(await authenticateQuotePayment(pay, req.params.token, req.params.paymentId, req.body.result)) }),
  );

  r.post('/api/crafter/public/quotes/:token/decline', { schema: { params: publicQuoteParams, body: declineQuoteBody, response: { 200: publicQuoteResponse } } }, async (req) => ({
    quote: valueOrThrow(await declineQuote(ctx.db, req.params.token, req.body.reason ?? null, ctx.now())),
  }));

  r.get('/api/crafter/public/quotes/:token/images/:lineId', { schema: { params: lineImageParams } }, async (req, reply) => {
    const quote = await findQuoteRowByTokenHash(ctx.db, hashQuoteToken(req.params.token));
    if (!quote) throw problemToHttpError(QUOTE_LINK_NOT_VALID);
    const image = await lineImage(ctx.db, quote.id, req.params.lineId);
    if (!image) throw new HttpError(404, 'image_not_found', 'This line has no image.');
    return sendQuoteImage(ctx.blobStore, image, reply);
  });

  r.get('/api/crafter/public/quotes/:token/pdf', { schema: { params: publicQuoteParams } }, async (req, reply) => {
    const quote = await findQuoteRowByTokenHash(ctx.db, hashQuoteToken(req.params.token));
    const document = quote ? await quoteDocument({ db: ctx.db, blobStore: ctx.blobStore, now: ctx.now() }, quote) : null;
    if (!document) throw problemToHttpError(QUOTE_LINK_NOT_VALID);
    return sendPdf(reply, document);
  });
}
