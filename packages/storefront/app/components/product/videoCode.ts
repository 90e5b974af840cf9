// The design system's video alone, for `LazyVideo`'s chunk: see `toastCode.ts` for why it is not a
// dynamic import of `@treize/ui` itself.
export { Video } from '@treize/ui';
