/* The __kebab__ area's own styles; the house root (sf-area) and buttons come from @storefront/ui. */
.__kebab__-root {
  padding: 1rem;
}
