import type { CheckoutView, UpdateCheckoutBody } from '@storefront/contracts';
import { readFailure, type RequestFailure } from '@storefront/http';
import { addressRulesFor } from '../shared/regions';
import { CHECK_HIGHLIGHTED } from './checkout-messages';
import type { CheckoutDeps, CheckoutStore, DeliveryActions, DeliveryField, DeliveryForm } from './checkout-state';

const FIELDS: readonly DeliveryField[] = ['email', 'name', 'line1', 'line2', 'city', 'region', 'postal_code', 'phone'];

export function formFromCheckout(checkout: CheckoutView): DeliveryForm {
  const a = checkout.ship_address;
  return {
    email: checkout.email ?? '',
    name: a?.name ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    postal_code: a?.postal_code ?? '',
    phone: a?.phone ?? '',
  };
}

/** The server's field errors keyed by form field: the checkout names them `ship_address.city`, validation `city`. */
function fieldErrorsOf(failure: RequestFailure): Partial<Record<DeliveryField, string>> {
  const out: Partial<Record<DeliveryField, string>> = {};
  for (const [key, messages] of Object.entries(failure.fieldErrors)) {
    const field = key.replace(/^ship_address\./, '') as DeliveryField;
    if (FIELDS.includes(field) && messages[0] && !out[field]) out[field] = messages[0];
  }
  return out;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createDeliveryActions(store: CheckoutStore, deps: CheckoutDeps): DeliveryActions {
  const { getState, setState } = store;
  const rules = addressRulesFor(deps.storeCode);
  const emailNeeded = () => {
    const { signedIn, checkout } = getState();
    return !signedIn || (checkout?.missing.includes('email') ?? false);
  };

  /** Sends one checkout update; the answer is the new truth (summary, taxes, what is missing). */
  const update = async (body: Omit<UpdateCheckoutBody, 'store'>) => {
    const checkout = await deps.api.updateCheckout({ store: deps.storeCode, ...body });
    setState({ checkout });
    return checkout;
  };

  return {
    editField(field, value) {
      const { form, fieldErrors } = getState();
      setState({ form: { ...form, [field]: value }, deliveryDirty: true, fieldErrors: { ...fieldErrors, [field]: undefined } });
    },

    async chooseAddress(choice) {
      if (getState().pending) return;
      setState({ addressChoice: choice, deliveryError: null });
      if (choice === 'new') return;
      setState({ pending: 'delivery' });
      try {
        await update({ address_id: choice });
        // the typed address is no longer used: its field errors (hidden with the form) no longer apply
        setState({ pending: null, fieldErrors: { email: getState().fieldErrors.email } });
      } catch (err) {
        setState({ pending: null, deliveryError: readFailure(err).message });
      }
    },

    async saveDelivery() {
      if (getState().pending) return false;
      const { form } = getState();
      const errors: Partial<Record<DeliveryField, string>> = {};
      if (emailNeeded() && !EMAIL.test(form.email.trim())) errors.email = 'must be an email address like name@example.com';
      setState({ pending: 'delivery', deliveryError: null, fieldErrors: errors });
      try {
        const body: Omit<UpdateCheckoutBody, 'store'> = {};
        if (getState().addressChoice === 'new') {
          const address = await deps.api.validateAddress({
            name: form.name,
            line1: form.line1,
            line2: form.line2 || null,
            city: form.city,
            region: form.region,
            postal_code: form.postal_code,
            country: rules.country,
            phone: form.phone || null,
          });
          body.ship_address = address;
        }
        if (errors.email) {
          setState({ pending: null, deliveryError: CHECK_HIGHLIGHTED });
          return false;
        }
        if (emailNeeded()) body.email = form.email.trim();
        const checkout = await update(body);
        // the form shows what will be used (upper-case region, "A1A 1A1")
        setState({ pending: null, deliveryDirty: false, fieldErrors: {}, form: { ...formFromCheckout(checkout), email: checkout.email ?? form.email } });
        return true;
      } catch (err) {
        const failure = readFailure(err);
        const fieldErrors = { ...errors, ...fieldErrorsOf(failure) };
        const shown = Object.keys(fieldErrors).length > 0;
        setState({ pending: null, fieldErrors, deliveryError: shown ? CHECK_HIGHLIGHTED : failure.message });
        return false;
      }
    },

    needsDeliverySave() {
      const { checkout, addressChoice, deliveryDirty } = getState();
      if (!checkout) return false;
      if (addressChoice === 'new' && (deliveryDirty || checkout.missing.includes('ship_address'))) return true;
      return checkout.missing.includes('email');
    },

    async chooseSpeed(code) {
      if (getState().pending) return;
      setState({ pending: 'speed', pendingSpeed: code, optionsError: null });
      try {
        await update({ shipping_speed: code });
      } catch (err) {
        setState({ optionsError: readFailure(err).message });
      }
      setState({ pending: null, pendingSpeed: null });
    },

    async setUseStoreCredit(use) {
      if (getState().pending) return;
      setState({ pending: 'credit', optionsError: null });
      try {
        await update({ use_store_credit: use });
      } catch (err) {
        setState({ optionsError: readFailure(err).message });
      }
      setState({ pending: null });
    },
  };
}
