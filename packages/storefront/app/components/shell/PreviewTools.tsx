import { PreviewBadge } from './PreviewBadge';
import { VisualEditingInPreview } from './VisualEditingInPreview';

/** What only editors in preview get: the badge, and the Studio's visual editing overlays. */
export function PreviewTools() {
  return (
    <>
      <PreviewBadge />
      <VisualEditingInPreview />
    </>
  );
}
