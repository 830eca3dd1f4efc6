import { useSearchParams } from 'react-router';

interface TabParamOptions {
  /** Leave the first (default) tab out of the URL instead of writing ?tab=<it>. */
  omitDefault?: boolean;
  /** Keep the scroll position when switching (tabs far down a page). */
  preventScrollReset?: boolean;
}

/**
 * The open tab of a screen, kept in the URL as ?tab= so a reload or a shared link opens the same tab.
 * The first entry of `tabs` is the default; an unknown ?tab= falls back to it.
 */
export function useTabParam<T extends string>(
  tabs: readonly T[],
  { omitDefault = false, preventScrollReset }: TabParamOptions = {},
) {
  const [params, setParams] = useSearchParams();
  const fallback = tabs[0];
  const tab = tabs.find((value) => value === params.get('tab')) ?? fallback;
  const setTab = (value: T) =>
    setParams(omitDefault && value === fallback ? {} : { tab: value }, { replace: true, preventScrollReset });
  return [tab, setTab] as const;
}
