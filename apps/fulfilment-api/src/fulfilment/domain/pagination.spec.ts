import { pageUrl, paginate } from './pagination';

const urlOf = (page: number) => `u${page}`;

describe('Laravel-style pagination', () => {
  it('describes a middle page', () => {
    expect(paginate({ total: 32, perPage: 10, page: 2, urlOf })).toEqual({
      offset: 10,
      count: 10,
      pagination: { total: 32, per_page: 10, current_page: 2, total_pages: 4, last_page: 4, next_page_url: 'u3', prev_page_url: 'u1', from: 11, to: 20 },
    });
  });

  it('describes the last page, a page beyond it and an empty list', () => {
    expect(paginate({ total: 32, perPage: 10, page: 4, urlOf }).pagination).toMatchObject({ from: 31, to: 32, next_page_url: null, prev_page_url: 'u3' });
    expect(paginate({ total: 32, perPage: 10, page: 9, urlOf })).toMatchObject({
      count: 0,
      pagination: { from: 0, to: 0, last_page: 4, next_page_url: null, prev_page_url: 'u8' },
    });
    expect(paginate({ total: 0, perPage: 10, page: 1, urlOf }).pagination).toEqual({
      total: 0,
      per_page: 10,
      current_page: 1,
      total_pages: 1,
      last_page: 1,
      next_page_url: null,
      prev_page_url: null,
      from: 0,
      to: 0,
    });
  });

  it('keeps the query string and replaces page', () => {
    expect(pageUrl('https://api.example.com', '/v1.0/pickup/locations', 'shop=a.myshopify.com&page=1&limit=5', 2)).toBe(
      'https://api.example.com/v1.0/pickup/locations?shop=a.myshopify.com&page=2&limit=5',
    );
    expect(pageUrl('http://h', '/p', 'shop=x', 3)).toBe('http://h/p?shop=x&page=3');
  });
});
