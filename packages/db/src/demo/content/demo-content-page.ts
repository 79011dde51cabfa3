/** A content page as seeded for both stores: Markdown with the catalog's `{{placeholders}}`. */
export interface DemoContentPage {
  path: string;
  title: string;
  summary: string;
  body: string;
}
