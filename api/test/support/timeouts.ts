// Each test file creates its database and runs every migration in a hook: on
// a loaded CI machine (the build and the other suites run beside) that can
// take far longer than jest's default 5 s.
jest.setTimeout(30_000);
