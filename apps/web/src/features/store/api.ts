import type { MetaEntry, Paginated, Price } from '@golf/contracts';

export type { MetaEntry, Price };
import { apiGet, apiList, apiSend } from '../../lib/api';

/** A product as the store shows it (GET /store/products). */
export interface Product {
  id: number;
  name: string;
  description: string | null;
  /** enums.product_type */
  type: number;
  /** enums.product_category */
  category: number | null;
  unlisted: boolean;
  /** The most one user may buy; null = no limit. */
  max_qty: number | null;
  order_column: number;
  /** Stock left; null = unlimited. */
  available_qty: number | null;
  images: string[];
  meta: MetaEntry[];
  prices: Price[];
  /** External offers: where the product page links out. */
  external_url: string | null;
  /** How many the caller owns (paid orders; an unpaid checkout is not owned). */
  owned_qty: number;
  /** The caller's unpaid checkout of this product: resume or cancel it. */
  open_checkout: OpenCheckout | null;
}

/** An order waiting for payment; it expires (and stops holding the product) at expires_at. */
export interface OpenCheckout {
  order_id: number;
  quantity: number;
  /** Where to resume the payment; null when it cannot be resumed (cancel it instead). */
  checkout_url: string | null;
  expires_at: string;
}

export interface OrderItem {
  id: number;
  price_id: number;
  product_id: number | null;
  subscription_id: number | null;
  name: string;
  quantity: number;
  unit_amount: number;
}

export interface Order {
  id: number;
  user_id: number;
  /** enums.order_status */
  status: number;
  price_type: number;
  currency: string | null;
  token_type: number | null;
  total_amount: number;
  formatted_total: string;
  provider: string | null;
  items: OrderItem[];
  paid_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  refunded_at: string | null;
  /** Pending orders: when the unpaid checkout expires. */
  checkout_expires_at: string | null;
  /** Set when the order was refunded automatically: why it could not be delivered (message in the user's language). */
  refund_reason: { code: number; key: string; message: string } | null;
  created_at: string;
  updated_at: string;
}

/** The environments as the API names them (the mobile app's environment is "app" here). */
export type CheckoutEnvironment = 'web' | 'game' | 'mobile';

export interface PurchaseRequest {
  price_id: number;
  quantity: number;
  /** A retry with the same key returns the first order instead of buying twice. */
  idempotency_key: string;
  environment: CheckoutEnvironment;
}

export interface PurchaseResult {
  order: Order;
  /** Money: where to pay. In-game currency: null, the order is already completed. */
  checkout_url: string | null;
  replayed: boolean;
}

export interface StoreListParams {
  page: number;
  perPage: number;
  /** enums.product_type; null for every type */
  type: number | null;
}

export const storeKeys = {
  all: ['store'] as const,
  products: (params: StoreListParams) => ['store', 'products', params] as const,
  product: (id: number) => ['store', 'product', id] as const,
  order: (id: number) => ['store', 'order', id] as const,
  myOrders: (page: number, perPage: number) => ['store', 'my-orders', page, perPage] as const,
};

export function fetchProducts(params: StoreListParams, signal?: AbortSignal): Promise<Paginated<Product>> {
  return apiList<Product>('/store/products', {
    query: { page: params.page, per_page: params.perPage, 'filter[type]': params.type ?? undefined },
    signal,
  });
}

export function fetchProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiGet<Product>(`/store/products/${id}`, { signal });
}

export function purchase(request: PurchaseRequest): Promise<PurchaseResult> {
  return apiSend<PurchaseResult>('POST', '/store/orders', request);
}

/** Gives up an unpaid order (the server refuses any other with 4007). */
export function cancelOrder(id: number): Promise<Order> {
  return apiSend<Order>('POST', `/users/me/orders/${id}/cancel`);
}

/** The signed-in player's orders, newest first (GET /users/me/orders). */
export function fetchMyOrders(page: number, perPage: number, signal?: AbortSignal): Promise<Paginated<Order>> {
  return apiList<Order>('/users/me/orders', { query: { page, per_page: perPage }, signal });
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<Order & { checkout_url: string | null }> {
  return apiGet<Order & { checkout_url: string | null }>(`/users/me/orders/${id}`, { signal });
}
