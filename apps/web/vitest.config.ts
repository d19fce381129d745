import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      // The canvas stand-in must exist before the storage library loads.
      setupFiles: ['./src/test/canvas-stub.ts', './src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // Two shared cores: a small pool keeps the machine usable for others.
      maxWorkers: 2,
      // Page tests render the whole app; a shared, busy machine can take a while.
      testTimeout: 20_000,
    },
  }),
);
