import type { FastifyInstance } from 'fastify';
import { crafterCustomerBody, crafterCustomerParams, crafterCustomerResponse, crafterCustomersQuery, crafterCustomersResponse } from '@storefront/contracts';
import { problemToHttpError, valueOrThrow, withZod } from '@storefront/server-kit';
import { createCustomer, CUSTOMER_NOT_FOUND, deleteCustomer, findCustomer, listCustomers, updateCustomer } from '../../domain/customers/customers';
import { crafterGuard } from '../crafter-guard';
import type { RouteContext } from '../route-context';

/** The crafter's customers (§7 consumers): list and search, create, read, replace, delete. Anyone else's → 404. */
export function customerRoutes(app: FastifyInstance, ctx: RouteContext) {
  const r = withZod(app);
  const crafter = crafterGuard(ctx);
  const guarded = { preValidation: crafter.preValidation };

  r.get('/api/crafter/customers', { ...guarded, schema: { querystring: crafterCustomersQuery, response: { 200: crafterCustomersResponse } } }, async (req) =>
    listCustomers(ctx.db, crafter.of(req).userId, req.query),
  );

  r.post('/api/crafter/customers', { ...guarded, schema: { body: crafterCustomerBody, response: { 201: crafterCustomerResponse } } }, async (req, reply) => {
    const customer = valueOrThrow(await createCustomer(ctx.db, crafter.of(req).userId, req.body, ctx.now()));
    return reply.code(201).send({ customer });
  });

  r.get('/api/crafter/customers/:id', { ...guarded, schema: { params: crafterCustomerParams, response: { 200: crafterCustomerResponse } } }, async (req) => {
    const customer = await findCustomer(ctx.db, crafter.of(req).userId, req.params.id);
    if (!customer) throw problemToHttpError(CUSTOMER_NOT_FOUND);
    return { customer };
  });

  r.put(
    '/api/crafter/customers/:id',
    { ...guarded, schema: { params: crafterCustomerParams, body: crafterCustomerBody, response: { 200: crafterCustomerResponse } } },
    async (req) => ({ customer: valueOrThrow(await updateCustomer(ctx.db, crafter.of(req).userId, req.params.id, req.body, ctx.now())) }),
  );

  r.delete('/api/crafter/customers/:id', { ...guarded, schema: { params: crafterCustomerParams } }, async (req, reply) => {
    valueOrThrow(await deleteCustomer(ctx.db, crafter.of(req).userId, req.params.id));
    return reply.code(204).send();
  });
}
