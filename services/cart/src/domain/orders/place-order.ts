import type { Database } from '@storefront/db';
import { asOutcome, failed, type Outcome, runWorkflow, succeeded, type Workflow, type WorkflowEvent, WorkflowHalt, WorkflowIncomplete } from '@storefront/server-kit';
import { orderDetailOf } from './order-detail';
import { capturePaymentStep } from './placement/capture-payment-step';
import { holdPaymentStep } from './placement/hold-payment-step';
import { markPaidStep } from './placement/mark-paid-step';
import { paymentPending, type PlaceOrderInput, type Placement, type PlacedOrder } from './placement/placement-context';
import { releaseStrayHoldStep } from './placement/release-stray-hold-step';
import { reserveOrderStep } from './placement/reserve-order-step';

export type { PlaceOrderInput, PlacedOrder } from './placement/placement-context';

/**
 * Order placement as a workflow of named steps (ARCHITECTURE §3.12): no payment provider is called
 * while a transaction is open, and whatever fails is undone by the steps' own compensations.
 *
 *   hold-payment → reserve-order (one transaction; the order `placed`) → capture-payment (the
 *   point of no return) → mark-paid → release-stray-hold
 *
 * Concurrency: every placement of a cart locks the cart first, so requests with the same
 * idempotency key queue there and the later ones find (replay) the order. A crash between the
 * reserve and the end leaves a `placed` order that `reconcilePlacements` settles.
 */
export const PLACE_ORDER: Workflow<Placement> = {
  name: 'place-order',
  steps: [holdPaymentStep, reserveOrderStep, capturePaymentStep, markPaidStep, releaseStrayHoldStep],
};

export interface PlaceOrderOptions {
  /** told of each step (logs, traces; a test pauses the workflow there to crash it) */
  observe?: (event: WorkflowEvent) => void | Promise<void>;
}

/** POST /api/v2/orders.json: the order for the checkout, paid with an authorised intent (none when there is nothing to pay). */
export async function placeOrder(db: Database, input: PlaceOrderInput, options: PlaceOrderOptions = {}): Promise<Outcome<PlacedOrder>> {
  const placement: Placement = { db, input, now: input.now ?? new Date() };
  try {
    return await asOutcome(async () => (await runWorkflow(PLACE_ORDER, placement, { observe: options.observe })).result!);
  } catch (error) {
    // the capture's outcome is unknown: the order stays placed until the reconciliation job knows
    if (error instanceof WorkflowHalt && placement.order) return failed(paymentPending(placement.order.number));
    // paid, but a later bookkeeping step failed: the shopper has their order; the job finishes it
    if (error instanceof WorkflowIncomplete && placement.order) {
      return placement.result ? succeeded(placement.result) : succeeded({ order: await orderDetailOf(db, placement.order), created: true });
    }
    throw error;
  }
}
