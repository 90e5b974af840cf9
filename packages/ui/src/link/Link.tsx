import type { LinkComponentProps } from './LinkProvider.js';
import { useLinkComponent } from './LinkProvider.js';

/** Renders the injected link component; external links open in a new window when asked. */
export function Link({ newWindow, ...props }: LinkComponentProps & { newWindow?: boolean }) {
  const Component = useLinkComponent();
  const windowProps = newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return <Component data-slot="link" {...windowProps} {...props} />;
}
