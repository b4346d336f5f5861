// Starts every browser script with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`, Chrome 136+; other browsers read a comment).
// Chrome then compiles all the file's functions while it downloads, on a
// background thread, instead of one by one on the main thread the first time
// each is called: the lazy compiles of the modules' functions were long tasks
// of their own on a page's first load (TBT). A browser script here runs its
// modules as soon as it arrives (the entry, the chunks a page needs, a
// section's declaration and pages), so compiling its functions ahead is not
// wasted work.
//
// Added after minification (which would drop the comment) and before the
// source maps are written (which then account for the extra line).
import { rspack } from '@rspack/core';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin {
  apply(compiler) {
    new rspack.BannerPlugin({
      banner: COMPILE_HINT,
      raw: true,
      test: /\.js$/,
      stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler);
  }
}
