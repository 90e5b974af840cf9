import { Link } from '../../link/Link.js';
import type { ImageUrlBuilder } from '../AspectImage/srcset.js';
import * as buttonStyles from '../Button/Button.css.js';
import { Loader } from '../Loader/Loader.js';
import { WishlistLine, type WishlistItem, type WishlistLineLabels } from './WishlistLine.js';
import * as styles from './WishlistPanel.css.js';

/**
 * What the panel knows about its products: being looked up, looked up, or the lookup failed
 * (behaviour §8: the failure is logged and the stored list stays as it is).
 */
export const wishlistPanelStates = ['loading', 'ready', 'failed'] as const;
export type WishlistPanelState = (typeof wishlistPanelStates)[number];

/** Every word the panel shows or says, so a shop can translate it. */
export interface WishlistPanelLabels extends WishlistLineLabels {
  /** The empty state's message (behaviour §2). */
  empty: string;
  /** The empty state's button (behaviour §2). */
  continueShopping: string;
  /** Read while the products are looked up. */
  loading: string;
  /** Shown when the lookup failed and no product can be shown. */
  failed: string;
}

/** The English words the panel uses unless given others. */
export const wishlistPanelDefaultLabels: WishlistPanelLabels = {
  empty: 'Your wishlist is empty.',
  continueShopping: 'Continue shopping',
  loading: 'Loading your wishlist',
  failed: 'Your wishlist cannot be shown right now. Please try again later.',
  remove: 'Remove from the wishlist',
  available: 'In stock',
  soldOut: 'Sold out',
  price: 'Price',
  compareAt: 'Original price',
};

export interface WishlistPanelProps {
  state: WishlistPanelState;
  /** The saved products, newest first (behaviour §7: shown in reversed order). */
  items: readonly WishlistItem[];
  /** Where the continue-shopping button leads, e.g. the collections in the shopper's locale. */
  continueShoppingTo: string;
  /** The heart of a line was pressed: take that product out of the list. */
  onRemove: (id: string) => void;
  /** BCP 47 locale used to format prices. */
  locale?: string;
  buildUrl?: ImageUrlBuilder;
  labels?: Partial<WishlistPanelLabels>;
}

/**
 * The body of the wishlist drawer (behaviour §2 Wishlist panel): the saved products as lines, a loader
 * while they are looked up, a kind message with a continue-shopping button when there are none,
 * and a message when the lookup failed.
 */
export function WishlistPanel({
  state,
  items,
  continueShoppingTo,
  onRemove,
  locale,
  buildUrl,
  labels: overrides,
}: WishlistPanelProps) {
  const labels = { ...wishlistPanelDefaultLabels, ...definedOnly(overrides) };
  if (items.length > 0) {
    return (
      <div className={styles.panel} data-slot="wishlist-panel" data-state={state}>
        {/* Lines from an earlier lookup stay useful; the shopper still learns the list may be stale. */}
        {state === 'failed' ? (
          <p className={styles.notice} data-slot="wishlist-failed" role="alert">
            {labels.failed}
          </p>
        ) : null}
        <ul className={styles.lines} aria-busy={state === 'loading' || undefined}>
          {items.map((item) => (
            <WishlistLine
              key={item.id}
              item={item}
              onRemove={onRemove}
              labels={labels}
              locale={locale}
              buildUrl={buildUrl}
            />
          ))}
        </ul>
      </div>
    );
  }
  if (state === 'loading') {
    return (
      <div className={styles.loading} data-slot="wishlist-panel" data-state={state}>
        <Loader label={labels.loading} />
      </div>
    );
  }
  const failed = state === 'failed';
  return (
    <div className={styles.message} data-slot="wishlist-panel" data-state={state}>
      <p
        className={styles.messageText}
        data-slot={failed ? 'wishlist-failed' : 'wishlist-empty'}
        role={failed ? 'alert' : undefined}
      >
        {failed ? labels.failed : labels.empty}
      </p>
      <Link
        to={continueShoppingTo}
        className={`${buttonStyles.button} ${buttonStyles.variant.primary}`}
        data-slot="wishlist-continue-shopping"
      >
        {labels.continueShopping}
      </Link>
    </div>
  );
}

/** The given labels without the keys given as `undefined`, which keep their default. */
function definedOnly(labels: Partial<WishlistPanelLabels> = {}): Partial<WishlistPanelLabels> {
  return Object.fromEntries(
    Object.entries(labels).filter(([, value]) => value !== undefined),
  ) as Partial<WishlistPanelLabels>;
}
