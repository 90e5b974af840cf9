import type { AnalyticsPageType } from '@shopify/hydrogen-react';
import { isRouteErrorResponse } from 'react-router';

/** One of Shopify's analytics page types (`index`, `customers/login`, `404`…). */
export type PageType = AnalyticsPageType[keyof AnalyticsPageType];

/**
 * A route `handle` naming the page type its views carry (behaviour §2's storefront page types, as
 * hydrogen-react's `AnalyticsPageType` spells them). Declared on the route, not in its loader, so
 * a page type needs no data and costs no hydration bytes.
 */
export interface PageTypeHandle {
  pageType: PageType;
}

/** Error statuses that are page types of their own; other failures have none. */
const ERROR_PAGE_TYPES: Partial<Record<number, PageType>> = { 403: '403', 404: '404' };

function handlePageType(handle: unknown): PageType | undefined {
  const pageType = (handle as Partial<PageTypeHandle> | null | undefined)?.pageType;
  return typeof pageType === 'string' ? pageType : undefined;
}

/**
 * The page type of what is on screen: the error's when an error view shows (403, 404), else the
 * deepest route's that names one.
 */
export function pageTypeOf(
  matches: readonly { handle?: unknown }[],
  error: unknown,
): PageType | undefined {
  // `useRouteError()` answers null (not undefined) outside an error view.
  if (error !== null && error !== undefined)
    return isRouteErrorResponse(error) ? ERROR_PAGE_TYPES[error.status] : undefined;
  for (let i = matches.length - 1; i >= 0; i--) {
    const pageType = handlePageType(matches[i]?.handle);
    if (pageType) return pageType;
  }
  return undefined;
}
