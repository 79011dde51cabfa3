import { setUpTestFile } from './src/testing/jsdom-setup';

setUpTestFile();
