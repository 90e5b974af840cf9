// The islands of the page frame, which every page hydrates as soon as its scripts run, behind one
// import. Each with its own `import()`, Rollup split them and their parts into some forty
// files of 0.1 to 3 KB, fetched in three waves as one island imported the next (the header, then its
// locale switcher): on a phone's network, a round trip each. One entry gives them one chunk for the
// code they alone use; what a route also imports stays in the route's chunks.
export { ContactHost } from '../contact/ContactHost';
export { Notices } from '../consent/Notices';
export { LocaleSwitcher } from '../locale/LocaleSwitcher';
export { StructuredData } from '../seo/StructuredData';
export { Footer } from './Footer';
export { Header } from './Header';
export { ToastArea, showContactToast, showToast } from './toastCode';
