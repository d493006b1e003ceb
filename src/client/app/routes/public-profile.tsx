import { useParams } from 'wouter';
import { PublicProfilePage } from '#client/features/profiles/components/public-profile-page.tsx';
import { MakerMadePostsSlot } from './made-slots.tsx';

/** /u/{handle}: anyone's public profile (docs/product.md, "Public profile"), and what they made. */
export function PublicProfileRoute() {
  const { handle } = useParams();
  return (
    <>
      <PublicProfilePage handle={handle ?? ''} />
      <MakerMadePostsSlot handle={handle ?? ''} />
    </>
  );
}
