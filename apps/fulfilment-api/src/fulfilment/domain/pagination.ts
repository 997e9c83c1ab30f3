/** Pagination block of `POST /v1.0/pickup/locations` (Laravel paginator fields). */
export interface Pagination {
  total: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  last_page: number;
  next_page_url: string | null;
  prev_page_url: string | null;
  from: number;
  to: number;
}

/** Input of {@link paginate}. */
export interface PageRequest {
  /** Items in all pages. */
  total: number;
  /** Page size (>= 1). */
  perPage: number;
  /** Requested page, 1-based (>= 1; may lie beyond the last page). */
  page: number;
  /** URL of another page of the same request (keeps the query string, replaces `page`). */
  urlOf: (page: number) => string;
}

/**
 * Builds the Laravel-style pagination block (docs/api-decisions.md): `last_page = total_pages =
 * max(1, ceil(total / per_page))`; `from`/`to` are the 1-based positions of the first and
 * last item of the page, 0 when the page is empty; `next_page_url` is null on and after
 * the last page, `prev_page_url` null on page 1. Also returns the slice bounds.
 */
export function paginate(req: PageRequest): { pagination: Pagination; offset: number; count: number } {
  const lastPage = Math.max(1, Math.ceil(req.total / req.perPage));
  const offset = (req.page - 1) * req.perPage;
  const count = Math.max(0, Math.min(req.perPage, req.total - offset));
  return {
    offset,
    count,
    pagination: {
      total: req.total,
      per_page: req.perPage,
      current_page: req.page,
      total_pages: lastPage,
      last_page: lastPage,
      next_page_url: req.page < lastPage ? req.urlOf(req.page + 1) : null,
      prev_page_url: req.page > 1 ? req.urlOf(req.page - 1) : null,
      from: count > 0 ? offset + 1 : 0,
      to: count > 0 ? offset + count : 0,
    },
  };
}

/** `base + path + ?query` with `page` set to `page` (other parameters kept in order). */
export function pageUrl(base: string, path: string, query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${base}${path}?${params.toString()}`;
}
