/** The Curation page's videos section. */
export function VideosSection() {
  return <p>Coming in this change.</p>;
}
