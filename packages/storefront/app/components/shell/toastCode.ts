// The toast code the shell fetches after the first load, named export by export: a dynamic
// `import('@treize/ui')` hands the page the whole barrel's namespace, so Rollup kept every module of
// the design system in that chunk (the QA stepper, carousels, dialogs) and each page fetched it all
// after hydration.
export { ToastArea, showContactToast, showToast } from '@treize/ui';
