import { useParams } from 'wouter';
import { MadePostPageSlot } from './made-slots.tsx';

/** /made/{postId}: a "Made it" post's own page (docs/product.md, "Made it posts"). */
export function MadePostRoute() {
  const { postId } = useParams();
  return <MadePostPageSlot postId={postId ?? ''} />;
}
