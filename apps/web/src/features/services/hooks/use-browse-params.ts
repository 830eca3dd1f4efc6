import { type BrowseSort, CATEGORIES, type Category, SORTS } from '@proclub/contracts/services';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { BrowseFilters } from '../api/service-keys';

export type BrowseParam = 'q' | 'category' | 'minPrice' | 'maxPrice' | 'sort';

const isCategory = (value: string | null): value is Category => CATEGORIES.includes(value as Category);
const isSort = (value: string | null): value is BrowseSort => SORTS.includes(value as BrowseSort);

function price(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/** Every marketplace filter lives in the URL, so a search can be shared and survives a reload. */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();

  const values = useMemo(
    () => ({
      q: params.get('q')?.trim() ?? '',
      category: (isCategory(params.get('category')) ? params.get('category') : 'all') as Category | 'all',
      minPrice: params.get('minPrice') ?? '',
      maxPrice: params.get('maxPrice') ?? '',
      sort: isSort(params.get('sort')) ? (params.get('sort') as BrowseSort) : undefined,
    }),
    [params],
  );

  const filters = useMemo((): BrowseFilters => {
    // Relevance only means something with a search; without one the server's default (newest) applies.
    const sort = values.sort === 'relevance' && !values.q ? undefined : values.sort;
    return {
      q: values.q || undefined,
      category: values.category === 'all' ? undefined : values.category,
      minPrice: price(values.minPrice),
      maxPrice: price(values.maxPrice),
      sort,
    };
  }, [values]);

  // react-router hands a functional update the params of the last render, so two debounced fields that
  // commit in the same tick would overwrite each other. Accumulate into a ref instead.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    latest.current = params;
  }
  const update = useCallback(
    (patch: Partial<Record<BrowseParam, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (!value || (key === 'category' && value === 'all')) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const clear = useCallback(() => {
    latest.current = new URLSearchParams();
    setParams(latest.current, { replace: true });
  }, [setParams]);
  const hasFilters = [...params.keys()].some((key) => ['q', 'category', 'minPrice', 'maxPrice', 'sort'].includes(key));

  return { values, filters, update, clear, hasFilters };
}
