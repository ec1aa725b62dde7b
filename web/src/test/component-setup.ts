/** Setup of the component project: DOM matchers, IndexedDB for the device cache and outbox, the API stub, a canvas, and a clean slate after each test. */
import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect } from 'vitest';
import { queryClient } from '../lib/api';
import { installApiStub, resetApiStub, unansweredRequests } from './api-stub';
import { installCanvasStub } from './canvas-stub';

// The first render of a screen loads its lazy chunks through vite's transform: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
beforeAll(() => {
  installApiStub();
  installCanvasStub();
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  localStorage.clear();
  const unanswered = [...unansweredRequests()];
  resetApiStub();
  // A screen that read something the test did not answer was tested against a 404 it never gets.
  expect(unanswered, 'requests no stub answered').toEqual([]);
});
