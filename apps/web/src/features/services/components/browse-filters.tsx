import { type BrowseSort, CATEGORIES, categoryLabels } from '@proclub/contracts/services';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectOptions } from '@/components/ui/select-options';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { useDebouncedText } from '@/lib/use-debounced-text';
import { useMediaQuery } from '@/lib/use-media-query';
import { useBrowseParams } from '../hooks/use-browse-params';

const sortLabels: Record<BrowseSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  rating: 'Best Rated',
};

/** Search, category, price range and sort; every value is read from and written to the URL. */
export function BrowseFilters() {
  const { values, update, clear, hasFilters } = useBrowseParams();
  // Relevance means nothing without a search, so clearing the search also drops that sort.
  const commitSearch = (q: string) => update(q || values.sort !== 'relevance' ? { q } : { q, sort: '' });
  const [search, setSearch] = useDebouncedText(values.q, commitSearch);
  const [minPrice, setMinPrice] = useDebouncedText(values.minPrice, (value) => update({ minPrice: value }));
  const [maxPrice, setMaxPrice] = useDebouncedText(values.maxPrice, (value) => update({ maxPrice: value }));

  const sortOptions = values.q ? (['relevance', 'newest', 'price_low', 'price_high', 'rating'] as const) : SORTS_WITHOUT_QUERY;
  const sort = values.sort && (values.sort !== 'relevance' || values.q) ? values.sort : values.q ? 'relevance' : 'newest';
  const narrow = !useMediaQuery('(min-width: 640px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const activeFilters = [values.category && values.category !== 'all', values.minPrice, values.maxPrice, values.sort].filter(
    Boolean,
  ).length;
  const priceRangeInvalid = values.minPrice !== '' && values.maxPrice !== '' && Number(values.maxPrice) < Number(values.minPrice);

  // Category, price and sort: beside the search on wide screens, in a sheet on a phone.
  const filterFields = (
    <>
      <div className="col-span-2 space-y-2 sm:col-span-1">
        <Label htmlFor="browse-category">Category</Label>
        <NativeSelect id="browse-category" value={values.category} onChange={(event) => update({ category: event.target.value })}>
          <option value="all">All Categories</option>
          <SelectOptions values={CATEGORIES} label={(category) => categoryLabels[category]} />
        </NativeSelect>
      </div>
      <PriceFilter id="browse-min-price" label="Min price ($)" placeholder="0" value={minPrice} onChange={setMinPrice} />
      <PriceFilter
        id="browse-max-price"
        label="Max price ($)"
        placeholder="Any"
        value={maxPrice}
        onChange={setMaxPrice}
        errorId={priceRangeInvalid ? 'browse-price-error' : undefined}
      />
      <div className="col-span-2 space-y-2 sm:col-span-1">
        <Label htmlFor="browse-sort">Sort by</Label>
        <NativeSelect id="browse-sort" value={sort} onChange={(event) => update({ sort: event.target.value })}>
          <SelectOptions values={sortOptions} label={(option) => sortLabels[option]} />
        </NativeSelect>
      </div>
    </>
  );

  return (
    <search aria-label="Filter services" className="rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))]">
        <div className="col-span-2 space-y-2 lg:col-span-1">
          <Label htmlFor="browse-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="browse-search"
              type="search"
              placeholder="Search services..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commitSearch(search.trim());
              }}
              className="pl-9"
              maxLength={200}
            />
          </div>
        </div>
        {narrow ? (
          <div className="col-span-2">
            <Button variant="outline" className="w-full" onClick={() => setSheetOpen(true)}>
              <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
              {activeFilters ? `Filters (${activeFilters})` : 'Filters'}
            </Button>
          </div>
        ) : (
          filterFields
        )}
      </div>
      {(priceRangeInvalid || hasFilters) && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          {priceRangeInvalid ? (
            <p id="browse-price-error" role="alert" className="text-sm text-destructive">
              Maximum price must be at least the minimum price
            </p>
          ) : (
            <span />
          )}
          {hasFilters && (
            <Button variant="ghost" size="sm" onClick={clear}>
              <X className="h-4 w-4" aria-hidden="true" />
              Clear filters
            </Button>
          )}
        </div>
      )}
      {narrow && (
        <Sheet open={sheetOpen} onOpenChange={setSheetOpen}>
          <SheetContent aria-describedby={undefined}>
            <div className="border-b border-border px-4 py-3 pr-10">
              <SheetTitle className="font-semibold">Filters</SheetTitle>
            </div>
            <div className="grid grid-cols-2 gap-4 overflow-y-auto p-4">{filterFields}</div>
            <div className="mt-auto border-t border-border p-4">
              <Button className="w-full" onClick={() => setSheetOpen(false)}>
                Show Results
              </Button>
            </div>
          </SheetContent>
        </Sheet>
      )}
    </search>
  );
}

const SORTS_WITHOUT_QUERY = ['newest', 'price_low', 'price_high', 'rating'] as const;

interface PriceFilterProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The message's id while the range is invalid (the field is marked and described by it). */
  errorId?: string;
}

/** A dollars-and-cents bound of the price range. */
function PriceFilter({ id, label, placeholder, value, onChange, errorId }: PriceFilterProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
