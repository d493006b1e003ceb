import { useParams } from 'wouter';
import { MakerMadePosts } from '#client/features/made/components/maker-made-posts.tsx';
import { PublicProfilePage } from '#client/features/profiles/components/public-profile-page.tsx';

/** /u/{handle}: anyone's public profile (docs/product.md, "Public profile"), and what they made. */
export function PublicProfileRoute() {
  const { handle } = useParams();
  return (
    <>
      <PublicProfilePage handle={handle ?? ''} />
      <MakerMadePosts handle={handle ?? ''} />
    </>
  );
}
