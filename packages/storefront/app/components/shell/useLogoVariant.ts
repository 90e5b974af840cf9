import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { stripLocale } from '../../lib/i18n/locales';

/** Behaviour §9: past 150 px of scroll the header shows the monogram. */
export const MONOGRAM_SCROLL_THRESHOLD = 150;

/** Whether a path is a product or account page, where the monogram always shows (behaviour §2). */
export function isMonogramPath(pathname: string): boolean {
  const path = stripLocale(pathname);
  return path.startsWith('/products/') || path === '/account' || path.startsWith('/account/');
}

/** `monogram` on product and account pages or after 150 px of scroll, `wordmark` otherwise. */
export function useLogoVariant(): 'wordmark' | 'monogram' {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > MONOGRAM_SCROLL_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return scrolled || isMonogramPath(pathname) ? 'monogram' : 'wordmark';
}
