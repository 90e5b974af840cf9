import type { WishlistPanelLabels } from '@treize/ui';
import type { LanguageCode } from '../../lib/i18n/locales';

/** The wishlist's words in both languages (behaviour §2 Wishlist panel, §4 Wishlist, §9 locales). */
export interface WishlistCopy {
  /** The drawer's title and the header icon's name. */
  title: string;
  close: string;
  /** Name of the heart on a card or the product page (a toggle: its pressed state says saved). */
  save: string;
  /** How many pieces are saved, read after the header icon's name once there is one. */
  savedCount: (count: number) => string;
  panel: WishlistPanelLabels;
}

const fr: WishlistCopy = {
  title: 'Liste d’envies',
  close: 'Fermer la liste d’envies',
  save: 'Ajouter à la liste d’envies',
  savedCount: (count) =>
    count === 0
      ? 'vide'
      : `${count} pièce${count > 1 ? 's' : ''} enregistrée${count > 1 ? 's' : ''}`,
  panel: {
    empty: 'Votre liste d’envies est vide. Touchez le cœur d’une pièce pour la retrouver ici.',
    continueShopping: 'Continuer mes achats',
    loading: 'Chargement de votre liste d’envies',
    failed:
      'Votre liste d’envies ne peut pas s’afficher pour le moment. Vos pièces restent enregistrées ; réessayez dans quelques instants.',
    remove: 'Retirer de la liste d’envies',
    available: 'Disponible',
    soldOut: 'Épuisé',
    price: 'Prix',
    compareAt: 'Prix d’origine',
  },
};

const en: WishlistCopy = {
  title: 'Wishlist',
  close: 'Close the wishlist',
  save: 'Save to the wishlist',
  savedCount: (count) => `${count} piece${count === 1 ? '' : 's'} saved`,
  panel: {
    empty: 'Your wishlist is empty. Tap the heart on a piece to keep it here.',
    continueShopping: 'Continue shopping',
    loading: 'Loading your wishlist',
    failed:
      'Your wishlist cannot be shown right now. Your pieces are still saved; please try again in a few moments.',
    remove: 'Remove from the wishlist',
    available: 'In stock',
    soldOut: 'Sold out',
    price: 'Price',
    compareAt: 'Original price',
  },
};

/** The wishlist wording for a language. */
export function wishlistCopy(language: LanguageCode): WishlistCopy {
  return language === 'EN' ? en : fr;
}
