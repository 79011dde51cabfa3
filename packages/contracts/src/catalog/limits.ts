// Plain numbers with no schema library behind them: browser code that needs only a limit imports
// `@storefront/contracts/limits` and does not pull zod into its bundle.
export const PER_PAGE_CHOICES = [24, 48, 96] as const;
export const DEFAULT_PER_PAGE = 48;
export const MAX_PAGE = 1000;
export const MAX_SEARCH_LENGTH = 200;

/** The most units of one SKU a cart line may hold. */
export const CART_MAX_QUANTITY = 9999;

/** The most composition ids one delivery-estimate request may carry (a 96-card listing page fits). */
export const MAX_ESTIMATE_IDS = 100;

/** The longest saved-cart name. */
export const SAVED_CART_NAME_MAX = 60;

/** The most products one shopper keeps as favorites; one more is refused (422) naming the limit. */
export const MAX_FAVORITES = 500;

/** The longest note on a favorite, in characters. */
export const FAVORITE_NOTE_MAX = 500;

/** The most price-drop and back-in-stock alerts one shopper keeps (each may send mail). */
export const MAX_MONITORED_ITEMS = 500;

/** Reviews (issue 15): a page of the list, and what one review may hold. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 4000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_SEARCH_MAX = 100;
/** A moderator's reason for hiding a review, shown to its author. */
export const REVIEW_HIDE_REASON_MAX = 300;

/** Questions and answers on a product page (issue 15): a page of questions, and one text's length. */
export const QUESTION_PAGE_SIZE = 10;
export const COMMENT_BODY_MAX = 1000;
