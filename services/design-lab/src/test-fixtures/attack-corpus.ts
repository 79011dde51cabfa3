import { claimedSizePng, gradientPng, HTML_PAYLOAD, svg } from './artwork';

/**
 * The design-lab issue's upload attack corpus: every file a hostile or careless shopper might
 * send, with the status and message it must be refused with. Every upload route runs it.
 */
export const UPLOAD_ATTACKS: [what: string, bytes: Uint8Array, name: string, status: number, message: string | RegExp][] = [
  ['a decompression bomb (100,000 × 100,000 in a few hundred bytes)', claimedSizePng(100_000, 100_000), 'bomb.png', 413, 'The image is 100,000 × 100,000 pixels (10,000 megapixels); images are limited to 100 megapixels.'],
  ['HTML first, PNG after (a polyglot a browser would render as a page)', Buffer.concat([Buffer.from(HTML_PAYLOAD), gradientPng(4, 4)]), 'poly.png', 415, /not an image we accept/],
  ['an SVG with onload', svg('<rect width="10" height="10"/>', 'width="10" height="10" onload="alert(document.cookie)"'), 'cute.svg', 422, 'The SVG contains a script or event handler (onload); remove it and upload again.'],
  ['an SVG with a javascript: link', svg('<a href="javascript:alert(1)"><rect width="5" height="5"/></a>'), 'link.svg', 422, 'The SVG contains a javascript: link (href="javascript:alert(1)"); remove it and upload again.'],
  ['an SVG with an external <use>', svg('<use href="https://evil.example/sprite.svg#icon"/>'), 'sprite.svg', 422, 'The SVG refers to an outside file (https://evil.example/sprite.svg#icon); embed the image or remove the reference, and upload again.'],
  ['an HTML page whose extension lies (.png)', Buffer.from(`<!doctype html>${HTML_PAYLOAD}`), 'photo.png', 415, 'The file is not an image we accept; upload a PNG, JPEG, WebP or SVG file.'],
  ['a refused file under a path-traversal name', Buffer.from(HTML_PAYLOAD), '../../../../etc/cron.d/evil.svg', 415, /not an image we accept/],
  ['an empty file', new Uint8Array(0), 'nothing.png', 422, 'The file is empty.'],
  ['a 0 × 0 PNG', claimedSizePng(0, 0), 'zero.png', 422, /could not be read|0 × 0/],
  ['a 0 × 0 SVG', svg('<rect/>', 'width="0" height="0"'), 'zero.svg', 422, 'The image is 0 × 0 pixels; it must be at least 1 × 1.'],
];
