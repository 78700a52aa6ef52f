import type {
  CanceledOrder,
  MyOrder,
  Order,
  Paginated,
  Product,
  PurchaseRequest,
  PurchaseResult,
} from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

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
export function cancelOrder(id: number): Promise<CanceledOrder> {
  return apiSend<CanceledOrder>('POST', `/users/me/orders/${id}/cancel`);
}

/** The signed-in player's orders, newest first (GET /users/me/orders). */
export function fetchMyOrders(page: number, perPage: number, signal?: AbortSignal): Promise<Paginated<Order>> {
  return apiList<Order>('/users/me/orders', { query: { page, per_page: perPage }, signal });
}

export function fetchOrder(id: number, signal?: AbortSignal): Promise<MyOrder> {
  return apiGet<MyOrder>(`/users/me/orders/${id}`, { signal });
}
