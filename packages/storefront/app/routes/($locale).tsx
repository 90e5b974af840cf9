import { Outlet } from 'react-router';
import type { Route } from './+types/($locale)';
import { requireLocale } from '../lib/locale.server';

/** Spec §2: a locale segment that is not one of the configured prefixes is a 404. */
export function loader({ params }: Route.LoaderArgs) {
  requireLocale(params);
  return null;
}

export default function LocaleLayout() {
  return <Outlet />;
}
