// The design system's accordion (Radix and the accordion machine, 6 KB gzip) for the content
// module alone: only pages whose content has an accordion fetch it.
export { Accordion } from '@treize/ui';
