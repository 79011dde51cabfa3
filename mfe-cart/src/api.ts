// Typed calls of the cart area (cart page, checkout, thank-you) through the shared http client.
// Answers are parsed with the shared contracts, so a server that drifted from them fails loudly
// here instead of half-rendering a page.
import {
  IDEMPOTENCY_KEY_HEADER,
  addressListResponse,
  cartDeliveryResponse,
  cartResponse,
  checkoutResponse,
  dtfAddResponse,
  gangSheetPlanResponse,
  orderResponse,
  paymentIntentResponse,
  purchasesResponse,
  upsellResponse,
  validatedAddressResponse,
  type AddDtfSizeBody,
  type AuthenticatePaymentIntentBody,
  type CartDeliveryResponse,
  type CartView,
  type CheckoutView,
  type DtfAddResponse,
  type GangSheetPlanResponse,
  type OrderDetail,
  type PaymentIntent,
  type PreCutBody,
  type PurchasedAsset,
  type ProductCard,
  type SavedAddress,
  type ShipAddressBody,
  type TestCard,
  type UpdateCheckoutBody,
  type UpdateDtfSizeBody,
  type ValidatedAddressResponse,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

export interface CartApi {
  /** null: no open cart in that store */
  getCart(store: StoreCode): Promise<CartView | null>;
  setQuantity(lineId: string, quantity: number): Promise<CartView | null>;
  removeLine(orderNumber: string, lineId: string): Promise<CartView | null>;
  applyCoupon(store: StoreCode, code: string): Promise<CartView | null>;
  removeCoupon(store: StoreCode): Promise<CartView | null>;
  upsell(store: StoreCode, catalogNumber: string): Promise<ProductCard[]>;
  /** DTF transfers from the shopper's artwork: pre-cut on or off (priced per piece) */
  setPreCut(body: PreCutBody): Promise<CartView | null>;
  /** the same transfers at another width; 422 `transfer_size_out_of_range` or `low_resolution` (waivable) */
  updateDtfSize(body: UpdateDtfSizeBody): Promise<CartView | null>;
  /** a second size of a line's artwork, as a line of its own (the answer names it; the cart is read again) */
  addDtfSize(body: AddDtfSizeBody): Promise<DtfAddResponse>;
  /** the cart's DTF transfers packed onto gang sheets and priced against single transfers; nothing is written. 404 without DTF lines */
  gangSheetPlan(store: StoreCode): Promise<GangSheetPlanResponse>;
  /** the cart's DTF lines replaced by one line per gang sheet (as the plan packs them); answers the cart */
  putOnGangSheets(store: StoreCode): Promise<CartView | null>;
  /** the whole cart's delivery estimate per shipping speed code; 404 without a cart with items */
  cartDelivery(store: StoreCode): Promise<Omit<CartDeliveryResponse, 'success'>>;

  validateAddress(address: ShipAddressBody): Promise<ValidatedAddressResponse['address']>;
  /** answers 404 when the shopper has no cart with items in that store */
  getCheckout(store: StoreCode): Promise<CheckoutView>;
  updateCheckout(body: UpdateCheckoutBody): Promise<CheckoutView>;
  /** answers 401 for guests */
  savedAddresses(): Promise<SavedAddress[]>;

  createPaymentIntent(store: StoreCode): Promise<PaymentIntent>;
  confirmPaymentIntent(id: string, card: TestCard): Promise<PaymentIntent>;
  authenticatePaymentIntent(id: string, result: AuthenticatePaymentIntentBody['result']): Promise<PaymentIntent>;
  /** the same key never places two orders: callers reuse it when they retry */
  /** `paymentIntentId` null: nothing to pay (coupon and store credit cover the total) */
  placeOrder(store: StoreCode, paymentIntentId: string | null, idempotencyKey: string): Promise<OrderDetail>;
  getOrder(number: string): Promise<OrderDetail>;
  /** the digital assets bought in an order, with download links that expire (the digital-assets service) */
  purchases(orderNumber: string): Promise<PurchasedAsset[]>;
}

const cartOf = (body: unknown) => cartResponse.parse(body).cart;
const intentOf = (body: unknown) => paymentIntentResponse.parse(body).payment_intent;
const id = (s: string) => encodeURIComponent(s);

export function createCartApi(http: HttpClient): CartApi {
  return {
    async getCart(store) {
      return cartOf(await http.get<unknown>('/api/v2/cart.json', { searchParams: { store } }));
    },
    async setQuantity(lineId, quantity) {
      return cartOf(await http.patch<unknown>(`/api/v2/cart/line_items/${id(lineId)}.json`, { quantity }));
    },
    async removeLine(orderNumber, lineId) {
      return cartOf(await http.delete<unknown>(`/cart/${id(orderNumber)}/line_items/${id(lineId)}`));
    },
    async applyCoupon(store, code) {
      return cartOf(await http.post<unknown>('/api/v2/cart/apply_coupon_code.json', { coupon_code: code, store }));
    },
    async removeCoupon(store) {
      return cartOf(await http.delete<unknown>('/api/v2/cart/remove_coupon_code.json', { searchParams: { store, reason: 'shopper_removed' } }));
    },
    async setPreCut(body) {
      return cartOf(await http.put<unknown>('/api/v2/cart/pre_cut.json', body));
    },
    async updateDtfSize(body) {
      return cartOf(await http.put<unknown>('/api/v2/cart/update_dtf_size.json', body));
    },
    async addDtfSize(body) {
      return dtfAddResponse.parse(await http.post<unknown>('/api/v2/cart/add_dtf_size.json', body));
    },
    async gangSheetPlan(store) {
      // not cacheable: the plan follows the cart
      return gangSheetPlanResponse.parse(await http.get<unknown>('/api/v2/cart/gang_sheet.json', { searchParams: { store } }));
    },
    async putOnGangSheets(store) {
      return cartOf(await http.post<unknown>('/api/v2/cart/gang_sheet.json', { store }));
    },
    async upsell(store, catalogNumber) {
      const body = await http.get<unknown>('/api/v2/cart/upsell.json', { searchParams: { catalog_number: catalogNumber, store }, cacheable: true });
      return upsellResponse.parse(body).products;
    },
    async cartDelivery(store) {
      // cb: a cache buster (§9), so no cache between here and the server answers an older cart
      const body = await http.get<unknown>('/api/v2/cart/delivery.json', { searchParams: { store, cb: String(Date.now()) } });
      const { speeds, destination } = cartDeliveryResponse.parse(body);
      return { speeds, destination };
    },

    async validateAddress(address) {
      return validatedAddressResponse.parse(await http.post<unknown>('/api/addresses/validate', address)).address;
    },
    async getCheckout(store) {
      return checkoutResponse.parse(await http.get<unknown>('/api/v2/checkout.json', { searchParams: { store } })).checkout;
    },
    async updateCheckout(body) {
      return checkoutResponse.parse(await http.put<unknown>('/api/v2/checkout.json', body)).checkout;
    },
    async savedAddresses() {
      return addressListResponse.parse(await http.get<unknown>('/api/account/addresses')).addresses;
    },

    async createPaymentIntent(store) {
      return intentOf(await http.post<unknown>('/api/v2/checkout/payment_intents.json', { store, payment_method_type: 'card' }));
    },
    async confirmPaymentIntent(intentId, card) {
      return intentOf(await http.post<unknown>(`/api/v2/checkout/payment_intents/${id(intentId)}/confirm.json`, { payment_method: { card } }));
    },
    async authenticatePaymentIntent(intentId, result) {
      return intentOf(await http.post<unknown>(`/api/v2/checkout/payment_intents/${id(intentId)}/authenticate.json`, { result }));
    },
    async placeOrder(store, paymentIntentId, idempotencyKey) {
      const body = await http.post<unknown>(
        '/api/v2/orders.json',
        paymentIntentId === null ? { store } : { store, payment_intent_id: paymentIntentId },
        { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
      );
      return orderResponse.parse(body).order;
    },
    async getOrder(number) {
      return orderResponse.parse(await http.get<unknown>(`/api/v2/orders/${id(number)}.json`)).order;
    },
    async purchases(orderNumber) {
      // never cached: each answer carries freshly signed links
      const body = await http.get<unknown>('/api/digital-assets/purchases.json', { searchParams: { order_number: orderNumber } });
      return purchasesResponse.parse(body).purchases;
    },
  };
}
