/** The Curation page's people section. */
export function PeopleSection() {
  return <p>Coming in this change.</p>;
}
