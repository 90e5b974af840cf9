export { Logo } from '@treize/ui';
