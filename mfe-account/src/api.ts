import {
  addressListResponse,
  addressResponse,
  crafterApplicationResponse,
  rolesResponse,
  type CrafterApplicationBody,
  type CrafterApplicationResponse,
  type Role,
  madeAddResponse,
  madeProductsResponse,
  currentUserResponse,
  dtfAddResponse,
  dtfArtworksResponse,
  followedBrandsResponse,
  type FollowedBrand,
  favoriteResponse,
  favoritesResponse,
  projectsResponse,
  purchasesResponse,
  uploadedFilesResponse,
  type UploadedFile,
  subscriptionResponse,
  orderListResponse,
  orderResponse,
  userResponse,
  type AccountUser,
  type AddressBody,
  type DtfAddResponse,
  type DtfArtworksResponse,
  type FavoriteItem,
  type FavoritesResponse,
  type MonitoredItem,
  type SubscribeBody,
  type MadeAddResponse,
  type MadeProductSummary,
  type MadeReorderBody,
  type OrderDetail,
  type OrderListResponse,
  type PrintReorderBody,
  type ProjectsResponse,
  type PurchasedAsset,
  type SavedAddress,
  type SignInBody,
  type SignUpBody,
} from '@storefront/contracts';
import type { HttpClient } from '@storefront/http';
import type { StoreCode } from '@storefront/store-config';

/** Typed calls of the account area (§7 Account, orders); answers are parsed with the contracts. */
export interface AccountApi {
  /** GET /api/users/followed_brands: the brands the shopper follows, newest first */
  listFollowedBrands(): Promise<FollowedBrand[]>;
  /** DELETE /api/users/followed_brands/{slug} */
  unfollowBrand(slug: string): Promise<void>;
  signIn(body: SignInBody): Promise<AccountUser>;
  signUp(body: SignUpBody): Promise<AccountUser>;
  signOut(): Promise<void>;
  currentUser(): Promise<AccountUser | null>;
  listAddresses(): Promise<SavedAddress[]>;
  createAddress(body: AddressBody): Promise<SavedAddress>;
  updateAddress(id: string, body: AddressBody): Promise<SavedAddress>;
  deleteAddress(id: string): Promise<void>;
  listOrders(page: number): Promise<OrderListResponse>;
  getOrder(number: string): Promise<OrderDetail>;
  /** a past order's custom design again, in new sizes (the cart prices and stock-checks it now) */
  reorderMade(body: MadeReorderBody): Promise<MadeAddResponse>;
  /** a past order's DTF transfers again, at the size ordered or a new width (the cart prices and checks it now) */
  reorderPrint(body: PrintReorderBody): Promise<DtfAddResponse>;
  /** the shopper's saved design-lab projects, most recently saved first (owner-scoped by the session) */
  listDesignProjects(): Promise<ProjectsResponse>;
  deleteDesignProject(id: string): Promise<void>;
  /** the made products of the store, every category: a design project names its product by slug only */
  madeProducts(store: StoreCode): Promise<MadeProductSummary[]>;
  /** the shopper's DTF artworks (issue 12's library), each as its version in use, most recently changed first */
  listDtfArtworks(): Promise<DtfArtworksResponse>;
  /** the digital assets the shopper bought, with download links that expire (the digital-assets service) */
  listPurchases(): Promise<PurchasedAsset[]>;
  /** the files the shopper uploaded on the digital-assets pages (digital-assets service), newest first */
  listAssetFiles(): Promise<UploadedFile[]>;
  /** refused with 409 while a cart holds transfers of it or an order was printed from it */
  deleteDtfArtwork(id: string): Promise<void>;
  /** the shopper's favorites, newest first, priced in `store`, and their price and stock alerts */
  listFavorites(store: StoreCode): Promise<FavoritesResponse>;
  /** the note (null or empty removes it) */
  updateFavoriteNote(product: string, note: string | null, store: StoreCode): Promise<FavoriteItem>;
  /** removes the favorite and its alerts */
  removeFavorite(product: string): Promise<void>;
  subscribe(body: SubscribeBody): Promise<MonitoredItem>;
  unsubscribe(id: string): Promise<void>;
  /** the signed-in user's roles (`shopper` first); 401 for a guest */
  roles(): Promise<Role[]>;
  /** approved at once (the demo's rule); 400 with field errors, 409 when already a crafter */
  applyAsCrafter(body: CrafterApplicationBody): Promise<CrafterApplicationResponse>;
}

export function createAccountApi(http: HttpClient): AccountApi {
  return {
    async signIn(body) {
      return userResponse.parse(await http.post('/api/v2/sign_in.json', body)).user;
    },
    async signUp(body) {
      return userResponse.parse(await http.post('/api/v2/sign_up.json', body)).user;
    },
    async signOut() {
      await http.post('/api/v2/sign_out.json');
    },
    async currentUser() {
      return currentUserResponse.parse(await http.get('/api/users/current.json')).user;
    },
    async listAddresses() {
      return addressListResponse.parse(await http.get('/api/account/addresses')).addresses;
    },
    async createAddress(body) {
      // POST /account/addresses is the spec's path (§7)
      return addressResponse.parse(await http.post('/account/addresses', body)).address;
    },
    async updateAddress(id, body) {
      return addressResponse.parse(await http.put(`/api/account/addresses/${encodeURIComponent(id)}`, body)).address;
    },
    async deleteAddress(id) {
      await http.delete(`/api/account/addresses/${encodeURIComponent(id)}`);
    },
    async listOrders(page) {
      return orderListResponse.parse(await http.get('/api/v2/orders.json', { searchParams: { page } }));
    },
    async getOrder(number) {
      return orderResponse.parse(await http.get(`/api/v2/orders/${encodeURIComponent(number)}.json`)).order;
    },
    async reorderMade(body) {
      // the http client sends the anti-forgery token on every write, as for the other POSTs
      return madeAddResponse.parse(await http.post('/api/cart/made_reorder', body));
    },
    async reorderPrint(body) {
      return dtfAddResponse.parse(await http.post('/api/cart/print_reorder', body));
    },
    async listDesignProjects() {
      return projectsResponse.parse(await http.get('/api/made/design_projects'));
    },
    async deleteDesignProject(id) {
      // a write: the http client adds the anti-forgery token, as for the address DELETE
      await http.delete(`/api/made/design_projects/${encodeURIComponent(id)}`);
    },
    async madeProducts(store) {
      const { categories } = madeProductsResponse.parse(await http.get('/api/made/products', { searchParams: { store }, cacheable: true }));
      return categories.flatMap((c) => c.products);
    },
    async listPurchases() {
      // never cached: each answer carries freshly signed links
      return purchasesResponse.parse(await http.get('/api/digital-assets/purchases.json')).purchases;
    },
    async listAssetFiles() {
      return uploadedFilesResponse.parse(await http.get('/api/digital-assets/uploads.json')).files;
    },
    async listFollowedBrands() {
      return followedBrandsResponse.parse(await http.get('/api/users/followed_brands', { cacheBust: true })).brands;
    },
    async unfollowBrand(slug) {
      await http.delete(`/api/users/followed_brands/${encodeURIComponent(slug)}`);
    },
    async listDtfArtworks() {
      return dtfArtworksResponse.parse(await http.get('/api/users/dtf_artworks'));
    },
    async deleteDtfArtwork(id) {
      await http.delete(`/api/users/dtf_artworks/${encodeURIComponent(id)}`);
    },
    async listFavorites(store) {
      return favoritesResponse.parse(await http.get('/api/users/favorites', { searchParams: { store } }));
    },
    async updateFavoriteNote(product, note, store) {
      return favoriteResponse.parse(await http.patch(`/api/users/favorites/${encodeURIComponent(product)}`, { note, store })).item;
    },
    async removeFavorite(product) {
      await http.delete(`/api/users/favorites/${encodeURIComponent(product)}`);
    },
    async subscribe(body) {
      return subscriptionResponse.parse(await http.post('/api/subscriptions', body)).monitored_item;
    },
    async unsubscribe(id) {
      await http.delete(`/api/subscriptions/${encodeURIComponent(id)}`);
    },
    async roles() {
      return rolesResponse.parse(await http.get('/api/users/roles.json')).roles;
    },
    async applyAsCrafter(body) {
      return crafterApplicationResponse.parse(await http.post('/api/users/crafter_application', body));
    },
  };
}
