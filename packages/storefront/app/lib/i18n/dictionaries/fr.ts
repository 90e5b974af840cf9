import type { TranslationKey } from './en';
import { frAccount } from './fr.account';
import { frAccountArea } from './fr.accountArea';
import { frShop } from './fr.shop';

/** The whole French dictionary (default language, behaviour §9), as the server and the tests use it. */
export const fr: Record<TranslationKey, string> = { ...frShop, ...frAccount, ...frAccountArea };
