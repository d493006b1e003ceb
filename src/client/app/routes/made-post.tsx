import { useParams } from 'wouter';
import { MadePostPage } from '#client/features/made/components/made-post-page.tsx';

/** /made/{postId}: a "Made it" post's own page (docs/product.md, "Made it posts"). */
export function MadePostRoute() {
  const { postId } = useParams();
  return <MadePostPage postId={postId ?? ''} />;
}
