// A light entry for an app's shell (`@treize/ui/shell`): the providers and the page container that
// wrap every page, without the barrel's components. An app that renders its shell eagerly and its
// components as islands keeps the components out of its first load.
export { AnchorLink, LinkProvider, useLinkComponent } from './link/LinkProvider.js';
export type { LinkComponent, LinkComponentProps } from './link/LinkProvider.js';
export {
  MachineInspectionProvider,
  useMachineInspection,
  type MachineInspectionOptions,
} from './inspection/MachineInspectionProvider.js';
export { container, fullBleed, layoutGrid } from './layout/container.css.js';
