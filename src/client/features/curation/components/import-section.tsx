/** The Curation page's import section. */
export function ImportSection() {
  return <p>Coming in this change.</p>;
}
