import { setUpTestFile } from '@storefront/ui/testing/jsdom-setup';

setUpTestFile();

// jsdom lays nothing out and has no scrollIntoView; screens that bring an element into view
// (use-results-top.ts) need it to exist. results-top.test.tsx records the calls instead.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
