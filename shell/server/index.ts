import { setFlagsFromString } from 'node:v8';
import { startShellTracing } from './tracing';

// Before the server's code runs: no allocation-site pretenuring. Under page
// load many requests are in flight at once, so objects that node's HTTP code
// and Express allocate per request outlive a young-generation collection, and
// V8 then decides to allocate them in the old generation from the start.
// That decision outlasts the load: afterwards every request's short-lived
// objects (the /api proxy's too) went to the old generation, and a full
// collection ran about four times a second instead of every ten seconds.
setFlagsFromString('--no-allocation-site-pretenuring');

// Before Express and the app load: the instrumentations patch them as they are required.
startShellTracing();

// Async boundary (DESIGN.md §2): the server is a federation host too; shared
// singletons (React, styled-components, ...) are set up before the app runs.
import('./main');
