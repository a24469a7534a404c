import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests import from 'vitest' explicitly (no globals), so unmount after each test here.
afterEach(() => {
  cleanup();
});
