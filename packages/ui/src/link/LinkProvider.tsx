import { createContext, useContext, type ComponentType, type ReactNode, type Ref } from 'react';

/** Props every injected link component receives; React Router's `Link` accepts all of them. */
export interface LinkComponentProps {
  to: string;
  children?: ReactNode;
  className?: string;
  target?: string;
  rel?: string;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  ref?: Ref<HTMLAnchorElement>;
  'aria-label'?: string;
  'data-slot'?: string;
  tabIndex?: number;
}

/** A component that renders a link; the storefront passes React Router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The fallback: a plain anchor, so components work in Storybook and static pages. */
export function AnchorLink({ to, ...rest }: LinkComponentProps) {
  return <a href={to} {...rest} />;
}

const LinkContext = /* @__PURE__ */ createContext<LinkComponent>(AnchorLink);

/** Injects the link component used by every ui component that renders a link. */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent;
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The injected link component, or a plain anchor when none was provided. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
