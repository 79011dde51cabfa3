// Product image URLs are packages/db's (one owner of the URL scheme, shared with the cart's lines).
export { productImage, drawableGarment, IMAGE_BOX, SRCSET_FORMAT, type ProductImageInput } from '@storefront/db';
