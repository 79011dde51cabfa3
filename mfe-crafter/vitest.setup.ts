import { setUpTestFile } from '@storefront/ui/testing/jsdom-setup';

setUpTestFile();
