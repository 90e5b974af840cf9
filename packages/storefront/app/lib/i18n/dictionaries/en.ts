import { enAccount } from './en.account';
import { enAccountArea } from './en.accountArea';
import { enShop } from './en.shop';

/**
 * The whole English dictionary, as the server and the tests use it. The browser fetches its three
 * parts separately (`loadDictionary` in `i18n.ts`).
 */
export const en = { ...enShop, ...enAccount, ...enAccountArea };

/** Every translation key the storefront knows. */
export type TranslationKey = keyof typeof en;
