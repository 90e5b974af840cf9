import type { LanguageCode } from '../../lib/i18n/locales';

/** The cart's wording in both languages (behaviour §4 cart drawer, §5, §9 locales). */
export interface CartCopy {
  title: string;
  open: string;
  close: string;
  empty: string;
  continueShopping: string;
  subtotal: string;
  checkout: string;
  note: string;
  noteSaved: string;
  noteSaving: string;
  saveNote: string;
  discountCode: string;
  applyDiscount: string;
  removeDiscount: string;
  discountNotApplicable: string;
  itemCount: (count: number) => string;
  failed: string;
}

const fr: CartCopy = {
  title: 'Panier',
  open: 'Ouvrir le panier',
  close: 'Fermer le panier',
  empty: 'Votre panier est vide.',
  continueShopping: 'Continuer mes achats',
  subtotal: 'Sous-total',
  checkout: 'Passer commande',
  note: 'Note pour l’atelier',
  noteSaved: 'Note enregistrée',
  noteSaving: 'Enregistrement…',
  saveNote: 'Enregistrer la note',
  discountCode: 'Code de réduction',
  applyDiscount: 'Appliquer',
  removeDiscount: 'Retirer',
  discountNotApplicable: 'ne s’applique pas à ce panier',
  itemCount: (count) => `${count} article${count > 1 ? 's' : ''}`,
  failed: 'Le panier n’a pas pu être modifié.',
};

const en: CartCopy = {
  title: 'Cart',
  open: 'Open the cart',
  close: 'Close the cart',
  empty: 'Your cart is empty.',
  continueShopping: 'Continue shopping',
  subtotal: 'Subtotal',
  checkout: 'Check out',
  note: 'Note for the workshop',
  noteSaved: 'Note saved',
  noteSaving: 'Saving…',
  saveNote: 'Save the note',
  discountCode: 'Discount code',
  applyDiscount: 'Apply',
  removeDiscount: 'Remove',
  discountNotApplicable: 'does not apply to this cart',
  itemCount: (count) => `${count} item${count === 1 ? '' : 's'}`,
  failed: 'The cart could not be changed.',
};

/** The cart wording for a language. */
export function cartCopy(language: LanguageCode): CartCopy {
  return language === 'EN' ? en : fr;
}
