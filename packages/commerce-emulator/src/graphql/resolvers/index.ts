import type { ResolverMap } from '../schema.js';
import { mediaResolvers } from './media.js';
import { productResolvers } from './product.js';
import { shopResolvers } from './shop.js';
import { queryResolvers } from './query.js';
import { cartResolvers } from './cart.js';
import { cartMutationResolvers } from './cartMutations.js';
import { customerResolvers } from './customer.js';
import { customerMutationResolvers, customerQueryResolvers } from './customerMutations.js';
import { onlineStoreQueries, onlineStoreResolvers } from './onlineStore.js';
import { giftCardMutationResolvers } from './giftCards.js';

/** Every resolver map, by type name. */
export const resolvers: ResolverMap = {
  ...mediaResolvers,
  ...productResolvers,
  ...shopResolvers,
  ...queryResolvers,
  ...cartResolvers,
  ...customerResolvers,
  ...onlineStoreResolvers,
  QueryRoot: { ...queryResolvers.QueryRoot, ...customerQueryResolvers, ...onlineStoreQueries },
  Mutation: {
    ...cartMutationResolvers.Mutation,
    ...customerMutationResolvers,
    ...giftCardMutationResolvers,
  },
};
