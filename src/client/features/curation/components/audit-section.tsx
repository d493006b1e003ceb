/** The Curation page's audit section. */
export function AuditSection() {
  return <p>Coming in this change.</p>;
}
