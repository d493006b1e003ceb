/** The Curation page's categories section. */
export function CategoriesSection() {
  return <p>Coming in this change.</p>;
}
