import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders React Router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
