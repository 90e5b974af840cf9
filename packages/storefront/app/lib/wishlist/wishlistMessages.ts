import type { LanguageCode } from '../i18n/locales';

/** What `/api/wishlist` says when it cannot answer, in the asking page's language. */
export interface WishlistApiMessages {
  missingIds: string;
  notProductIds: (examples: string) => string;
  tooManyIds: (max: number) => string;
  unavailable: string;
}

const fr: WishlistApiMessages = {
  missingIds:
    'Indiquez les produits à afficher dans le paramètre « ids » : leurs identifiants séparés par des virgules.',
  notProductIds: (examples) =>
    `Ces identifiants ne sont pas des produits (gid://shopify/Product/…)\u202f: ${examples}.`,
  tooManyIds: (max) => `Une liste d’envies s’affiche au plus ${max} produits à la fois.`,
  unavailable:
    'Votre liste d’envies ne peut pas être chargée pour le moment. Veuillez réessayer dans quelques instants.',
};

const en: WishlistApiMessages = {
  missingIds: 'Name the products to show in the "ids" parameter, their ids separated by commas.',
  notProductIds: (examples) => `These ids are not products (gid://shopify/Product/…): ${examples}.`,
  tooManyIds: (max) => `A wishlist shows at most ${max} products at a time.`,
  unavailable: 'Your wishlist cannot be loaded right now. Please try again in a few moments.',
};

/** The endpoint's messages for a language. */
export function wishlistApiMessages(language: LanguageCode): WishlistApiMessages {
  return language === 'EN' ? en : fr;
}
