import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { patchHappyDomForDomPurify } from './happyDomPurify';

// Every component test sanitises server HTML with the real DOMPurify: without this patch DOMPurify
// returns happy-dom's HTML untouched, and a sanitiser test would pass without sanitising anything.
patchHappyDomForDomPurify();

afterEach(() => cleanup());
